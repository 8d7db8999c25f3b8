'use client'

import { Link } from '@/components/ui/link'
import { OutputMedia } from '@/components/media/output-media'
import { toolHref } from '@/components/media/tool-links'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import { downloadFile } from '@/lib/media/download'
import { elapsedInfo } from '@/lib/jobs/elapsed'
import { generationView, type OutputView } from '@/lib/jobs/generation-view'
import {
  isFinalPhase,
  OUTCOME_LABELS,
  PHASE_LABELS,
  PUBLISH_FAILED_MESSAGE,
} from '@/lib/jobs/job-phase'
import type { TrackedJob } from '@/lib/jobs/tracked-jobs'
import { useJobStatus } from '@/lib/queries/job-status'

const chip =
  'inline-flex items-center rounded-md border border-line bg-surface px-2.5 py-1 text-sm hover:bg-surface-muted'

/** What to do next with a finished output, without leaving Create. */
function NextActions({ jobId, output }: { jobId: string; output: OutputView }) {
  const original = output.originalUrl
  if (!original) return null
  const from = { generationId: jobId, outputId: output.id }
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Next steps">
      <Link href={`/create?remix=${encodeURIComponent(jobId)}`} className={chip}>
        Remix
      </Link>
      {/* Create and the tools take images and video; anything else is only downloaded. */}
      {output.kind === 'image' || output.kind === 'video' ? (
        <>
          <Link
            href={`/create?source=${encodeURIComponent(original)}&from=${encodeURIComponent(jobId)}`}
            className={chip}
          >
            Use as input
          </Link>
          <Link
            href={toolHref(output.kind === 'image' ? 'remove-background' : 'captions', from)}
            className={chip}
          >
            Tools
          </Link>
        </>
      ) : null}
      <Button size="sm" variant="secondary" onClick={() => void downloadFile(original)}>
        Download
      </Button>
    </div>
  )
}

/** One job started from Create: its progress while it runs, then its image or video. */
export function CreateResult({ job, now }: { job: TrackedJob; now: number }) {
  const status = useJobStatus('media', job.id, { startedAt: job.startedAt })
  const view = status.data ? generationView(status.data) : null
  // A job the tray settled says how it ended while its final record is not in (the placeholder
  // it started from reads "queued"), and when that record cannot be read at all.
  const unread = Boolean(job.outcome) && !(view && isFinalPhase(view.phase))
  const settled = job.outcome === 'lost' ? 'failed' : job.outcome
  const phase = (unread ? settled : view?.phase) ?? 'queued'
  const ended = Boolean(job.outcome) || ['completed', 'failed', 'cancelled'].includes(phase)
  const stateWords = unread && job.outcome ? OUTCOME_LABELS[job.outcome] : PHASE_LABELS[phase]
  const elapsed = elapsedInfo(job.startedAt, now, job.estimatedSeconds)
  return (
    <li className="space-y-2 border-b border-line pb-4 last:border-b-0 last:pb-0">
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="min-w-0 truncate font-medium" title={job.label}>
          {job.label}
        </span>
        <span className="shrink-0 text-xs text-ink-muted" aria-live="polite">
          {stateWords}
        </span>
      </p>
      {!ended ? (
        <div className="space-y-1">
          <div className="flex h-32 items-center justify-center rounded-md bg-surface-muted text-sm text-ink-muted">
            {phase === 'publishing' ? 'Publishing the file…' : 'Making it…'}
          </div>
          {elapsed.ratio != null ? (
            <Progress value={elapsed.ratio} label={`Progress of ${job.label}`} />
          ) : null}
          <p className="text-xs tabular-nums text-ink-muted">{elapsed.text}</p>
        </div>
      ) : null}
      {phase === 'failed' || phase === 'cancelled' ? (
        <Alert>{view?.errorMessage ?? job.message ?? 'The job failed without a message.'}</Alert>
      ) : null}
      {phase === 'publish_failed' ? <Alert>{PUBLISH_FAILED_MESSAGE}</Alert> : null}
      {unread && status.isError ? (
        <Alert tone="info">Its result could not be read just now.</Alert>
      ) : null}
      {ended && view
        ? view.outputs.map((output) => (
            <figure key={output.id} className="space-y-2">
              <OutputMedia output={output} label={job.label} />
              <NextActions jobId={job.id} output={output} />
            </figure>
          ))
        : null}
    </li>
  )
}
