'use client'

const PAST_FAILURE = 'rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger'
import { LocalDateTime } from '@/components/ui/local-date-time'
import { Progress } from '@/components/ui/progress'
import type { GenerationStatus } from '@/lib/api/generations'
import type { Model } from '@/lib/api/models'
import { elapsedInfo } from '@/lib/jobs/elapsed'
import { generationView, type GenerationView } from '@/lib/jobs/generation-view'
import { isFinalPhase, jobPhase, OUTCOME_LABELS, PHASE_LABELS } from '@/lib/jobs/job-phase'
import { PUBLISH_FAILED_MESSAGE } from '@/lib/jobs/job-phase'
import type { ToolFacts } from '@/lib/media/tools'
import { useJobStatus } from '@/lib/queries/job-status'
import { useModelName } from '@/lib/queries/model-names'
import { cn } from '@/lib/cn'
import type { FeedRun } from './model/feed-runs'
import { runSettings } from './model/run-settings'
import { NextSteps } from './next-steps'
import { focalWidth, ratioOf } from './model/focal-size'
import { RunMedia } from './run-media'

export interface RunCardProps {
  run: FeedRun
  models: readonly Model[]
  facts: ToolFacts
  starredIds: ReadonlySet<string>
  now: number
  onOpen: (runId: string, outputId: string) => void
}

/** The record to show: the history's once final, else the job's own status route, polled. */
function useRunRecord(run: FeedRun): GenerationStatus | null {
  const settled = run.listed ? isFinalPhase(jobPhase(run.listed)) : false
  const start = run.tracked ? { startedAt: run.tracked.startedAt } : undefined
  const live = useJobStatus('media', run.id, start, { enabled: !settled })
  return settled ? run.listed : (live.data ?? run.listed)
}

function RunProgress({
  run,
  view,
  now,
}: {
  run: FeedRun
  view: GenerationView | null
  now: number
}) {
  const label = run.tracked?.label ?? view?.prompt ?? 'This run'
  const elapsed = run.tracked
    ? elapsedInfo(run.tracked.startedAt, now, run.tracked.estimatedSeconds)
    : null
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-card bg-surface-muted p-4 text-sm text-ink-muted">
      <span>{view?.phase === 'publishing' ? 'Publishing the file…' : 'Making it…'}</span>
      {elapsed?.ratio != null ? (
        <Progress value={elapsed.ratio} label={`Progress of ${label}`} />
      ) : null}
      {elapsed ? <span className="text-xs tabular-nums">{elapsed.text}</span> : null}
    </div>
  )
}

/**
 * One run of the feed: its outputs as large as the screen allows (the newest is the page's focal
 * result), and beside them its prompt, model and settings and every next step.
 */
export function RunCard({ run, models, facts, starredIds, now, onOpen }: RunCardProps) {
  const record = useRunRecord(run)
  const view = record ? generationView(record) : null
  const modelName = useModelName()
  const outcome = run.tracked?.outcome
  const phase = view?.phase ?? (outcome === 'lost' ? 'failed' : outcome) ?? 'queued'
  const ended = isFinalPhase(phase) || Boolean(outcome)
  const prompt = view?.prompt ?? run.tracked?.label ?? ''
  const title = prompt || 'Untitled run'
  const outputs = view?.outputs ?? []
  const several = outputs.length > 1
  const stateWords = !view && outcome ? OUTCOME_LABELS[outcome] : PHASE_LABELS[phase]
  const failed = phase === 'failed' || phase === 'cancelled'
  // Running: the room its output will take. Failed: no media, only the words and the reason.
  const running = !ended || (!outputs.length && !failed)
  const showsMedia = running || (ended && outputs.length > 0)
  return (
    <article
      aria-label={title}
      className="flex min-w-0 flex-col gap-3 lg:flex-row lg:items-start lg:gap-5"
    >
      {showsMedia ? (
        <div
          className={cn('min-w-0 shrink-0', several && 'grid grid-cols-2 gap-2')}
          // Several outputs sit two by two: the pair is twice as wide as one of them.
          style={{ width: focalWidth(ratioOf(outputs[0]) * (several ? 2 : 1)) }}
        >
          {running ? <RunProgress run={run} view={view} now={now} /> : null}
          {ended && view
            ? outputs.map((output, index) => (
                <div key={output.id} style={{ aspectRatio: String(ratioOf(output)) }}>
                  <RunMedia
                    output={output}
                    label={several ? `${title} (${index + 1} of ${outputs.length})` : title}
                    onOpen={() => onOpen(run.id, output.id)}
                  />
                </div>
              ))
            : null}
        </div>
      ) : null}
      <div className="min-w-0 flex-1 space-y-3 lg:min-w-[16rem]">
        <div className="space-y-1">
          <p
            className="line-clamp-6 break-words text-body text-ink [overflow-wrap:anywhere]"
            title={prompt}
          >
            {title}
          </p>
          <p className="break-words text-caption text-ink-muted">
            {[
              view?.model || run.tracked?.model
                ? modelName(view?.model ?? run.tracked?.model)
                : null,
              ...(view ? runSettings(view) : []),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-caption text-ink-muted">
            <span aria-live="polite">{stateWords}</span>
            {view?.createdAt ? (
              <>
                {' · '}
                <LocalDateTime at={view.createdAt} />
              </>
            ) : null}
          </p>
        </div>
        {/* A past run's failure is part of the record, not news: shown, never announced. */}
        {failed ? (
          <p className={PAST_FAILURE}>
            {view?.errorMessage ?? run.tracked?.message ?? 'The job failed without a message.'}
          </p>
        ) : null}
        {phase === 'publish_failed' ? (
          <p className={PAST_FAILURE}>{PUBLISH_FAILED_MESSAGE}</p>
        ) : null}
        {record && view && phase === 'completed'
          ? outputs.map((output, index) => (
              <NextSteps
                key={output.id}
                record={record}
                generation={view}
                output={output}
                models={models}
                facts={facts}
                starred={starredIds.has(view.id)}
                name={several ? `${title} (${index + 1} of ${outputs.length})` : title}
              />
            ))
          : null}
      </div>
    </article>
  )
}
