import { formatBytes, formatCount, formatSeconds } from '@/lib/format'
import { generationTypeLabel } from '@/lib/forms/labels'
import { PHASE_LABELS } from '@/lib/jobs/job-phase'
import { useModelName, type ModelNamer } from '@/lib/queries/model-names'
import type { GenerationView } from '@/lib/jobs/generation-view'
import { SourceName } from '@/components/media/source-name'
import { LocalDateTime } from '@/components/ui/local-date-time'
import type { ReactNode } from 'react'
import { parameterFacts } from './model/parameter-words'

const when = (value: string | null): ReactNode => (value ? <LocalDateTime at={value} /> : null)

function rowsOf(g: GenerationView, modelName: ModelNamer): [string, ReactNode][] {
  const first = g.outputs[0]
  return [
    ['Status', `${PHASE_LABELS[g.phase]}${g.status !== g.phase ? ` (${g.status})` : ''}`],
    ['Model', modelName(g.model)],
    ['Type', g.generationType ? generationTypeLabel(g.generationType) : null],
    ['Cost', g.credits != null ? `${formatCount(g.credits)} credits` : null],
    ['Created', when(g.createdAt)],
    ['Completed', when(g.completedAt)],
    ['Processing time', g.processingMs != null ? formatSeconds(g.processingMs / 1000) : null],
    ['Size', first?.width && first.height ? `${first.width} × ${first.height}` : null],
    ['Duration', first?.durationSeconds ? formatSeconds(first.durationSeconds) : null],
    [
      'File',
      first?.fileSize ? `${first.format ?? ''} ${formatBytes(first.fileSize)}`.trim() : null,
    ],
    ...parameterFacts(g.parameters, { lengthShown: Boolean(first?.durationSeconds) }),
  ]
}

/** Prompt, parameters, cost and timings of a generation. */
export function GenerationFacts({ generation }: { generation: GenerationView }) {
  const modelName = useModelName()
  return (
    <div className="space-y-3 text-sm">
      {generation.prompt ? (
        <section aria-label="Prompt">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Prompt</h3>
          <p className="whitespace-pre-wrap break-words">{generation.prompt}</p>
        </section>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rowsOf(generation, modelName)
          .filter((row) => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted first-letter:uppercase">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
      {generation.sourceMediaUrls.length ? (
        <section aria-label="Inputs">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Inputs</h3>
          <ul className="list-inside list-disc">
            {generation.sourceMediaUrls.map((url) => (
              <li key={url} className="truncate">
                <a href={url} target="_blank" rel="noreferrer" className="text-accent underline">
                  <SourceName url={url} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
