'use client'

import { Link } from '@/components/ui/link'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/media/download'
import { generationView, type OutputView } from '@/lib/jobs/generation-view'
import { PHASE_LABELS } from '@/lib/jobs/job-phase'
import { useTrackedJob } from '@/lib/jobs/use-tracked-job'
import { useJobStatus } from '@/lib/queries/job-status'
import { roleName } from '@/lib/jobs/output-role'
import type { ToolId } from '@/lib/media/tools'
import { BeforeAfter } from './before-after'
import { PlayBoth } from '@/components/media/play-both'
import { toolHref } from '@/components/media/tool-links'

export interface ResultSource {
  url: string | null
  generationId: string | null
  label: string
}

/** The source of a sent run, as the result shows it. */
export function resultSource(
  url: string | null,
  source: { id: string; label?: string } | undefined,
  fallback: string,
): ResultSource {
  return { url, generationId: source?.id ?? null, label: source?.label ?? fallback }
}

const chip =
  'inline-flex items-center rounded-md border border-line bg-surface px-2.5 py-1 text-sm hover:bg-surface-muted'

function NextSteps({ tool, jobId, output }: { tool: ToolId; jobId: string; output: OutputView }) {
  const url = output.originalUrl
  if (!url) return null
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Use the result">
      <Button size="sm" variant="secondary" onClick={() => void downloadFile(url)}>
        {tool === 'remove-background' ? 'Download PNG' : 'Download'}
      </Button>
      {output.kind === 'image' ? (
        <Link href={`/create?source=${encodeURIComponent(url)}`} className={chip}>
          Use as input
        </Link>
      ) : null}
      {output.kind === 'video'
        ? (['captions', 'dubbing'] as const).map((next) => (
            <Link
              key={next}
              href={toolHref(next, { generationId: jobId, outputId: output.id })}
              className={chip}
            >
              {next === 'captions' ? 'Add captions' : 'Dub'}
            </Link>
          ))
        : null}
    </div>
  )
}

function ResultOutput({
  tool,
  jobId,
  output,
  source,
}: {
  tool: ToolId
  jobId: string
  output: OutputView
  source: ResultSource
}) {
  if (!output.url) return <p className="text-sm text-ink-muted">Publishing the file…</p>
  const name = output.label ? roleName(output.label) : 'Result'
  let media
  if (tool === 'remove-background' && source.url) {
    media = <BeforeAfter before={source.url} after={output.url} label={source.label} />
  } else if (tool === 'extend' && source.url) {
    media = <PlayBoth source={source.url} extension={output.url} label={source.label} />
  } else if (output.kind === 'video') {
    media = (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- captions are burned into the picture
      <video
        src={output.url}
        controls
        playsInline
        aria-label={`${name}: ${source.label}`}
        className="max-h-[50vh] w-full rounded-md bg-black object-contain"
      />
    )
  } else {
    media = (
      // eslint-disable-next-line @next/next/no-img-element -- CDN output
      <img src={output.url} alt={`${name}: ${source.label}`} className="max-h-[50vh] rounded-md" />
    )
  }
  return (
    <figure className="space-y-2">
      {output.label ? <figcaption className="text-sm font-medium">{name}</figcaption> : null}
      {media}
      <NextSteps tool={tool} jobId={jobId} output={output} />
    </figure>
  )
}

/** A started tool job, read from the one job watcher until it ends, then its result. */
export function ToolResult({
  tool,
  jobId,
  source,
}: {
  tool: ToolId
  jobId: string
  source: ResultSource
}) {
  const tracked = useTrackedJob(jobId)
  const status = useJobStatus(
    'media',
    jobId,
    tracked ? { startedAt: tracked.startedAt } : undefined,
  )
  const view = status.data ? generationView(status.data) : null
  const phase = view?.phase ?? 'queued'
  return (
    <section aria-label="Result" className="space-y-3 rounded-md border border-line p-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite">
          <span className="font-medium">{PHASE_LABELS[phase]}</span>
          {phase === 'completed' ? null : ' — the result appears here when it is ready.'}
        </p>
        <div className="flex gap-3">
          {source.generationId ? (
            <Link
              href={`/gallery?view=${encodeURIComponent(source.generationId)}`}
              className="text-accent underline"
            >
              Made from {source.label}
            </Link>
          ) : null}
          <Link
            href={`/gallery?view=${encodeURIComponent(jobId)}`}
            className="text-accent underline"
          >
            Open in the gallery
          </Link>
        </div>
      </div>
      {phase === 'failed' || phase === 'cancelled' ? (
        <Alert>{view?.errorMessage ?? 'The job failed without a message.'}</Alert>
      ) : null}
      {phase === 'completed' && view
        ? view.outputs.map((output) => (
            <ResultOutput
              key={output.id}
              tool={tool}
              jobId={jobId}
              output={output}
              source={source}
            />
          ))
        : null}
    </section>
  )
}
