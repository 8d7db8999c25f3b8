'use client'

import { ProblemText } from '@/components/ui/error-reference'
import { Link } from '@/components/ui/link'
import { JobPhaseBadge } from '@/components/jobs/job-phase-badge'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { Model } from '@/lib/api/models'
import type { StoryStatus } from '@/lib/api/story'
import { formatCount } from '@/lib/format'
import { downloadFile } from '@/lib/media/download'
import { clockTime } from '@/lib/jobs/elapsed'
import { isFinalPhase } from '@/lib/jobs/job-phase'
import { useNow } from '@/components/ui/use-now'
import { useTrackedJob } from '@/lib/jobs/use-tracked-job'
import { useJobStatus } from '@/lib/queries/job-status'
import { useRouteAllowed } from '@/lib/permissions/use-route-permission'
import { useModelName } from '@/lib/queries/model-names'
import { sceneCost } from '@/features/story/model/cost'
import { draftFromStory, storyRunView, type SceneView } from '@/features/story/model/run-view'
import type { StoryDraft } from '@/features/story/model/story-values'
import { SceneStatusList } from './scene-status-list'

interface StoryRunProps {
  id: string
  models: readonly Model[]
  /** Fills the editor with a new story. */
  onNewStory: (draft: StoryDraft, what: string) => void
}

function elapsedSeconds(record: StoryStatus, startedAt: string | undefined, now: number) {
  const from = record.started_at ?? record.created_at ?? startedAt
  if (!from) return null
  const to = record.completed_at ? Date.parse(record.completed_at) : now
  return Math.max(0, (to - Date.parse(from)) / 1000)
}

const sceneList = (scenes: SceneView[]) => scenes.map((s) => s.index + 1).join(', ')

/** A story job as it runs and once it ended: scenes in order, credits billed, the final video. */
export function StoryRun({ id, models, onNewStory }: StoryRunProps) {
  const tracked = useTrackedJob(id)
  const start = tracked ? { startedAt: tracked.startedAt } : undefined
  // A story's scenes are read with the permission to make stories: a key without it is told
  // where the finished video is instead of being refused.
  const allowed = useRouteAllowed('v1_story_status_get')
  const { data, error } = useJobStatus('story', id, start, { enabled: allowed })
  const view = data ? storyRunView(data) : null
  const running = view ? !isFinalPhase(view.phase) : true
  const now = useNow(running)
  const title = data?.title || tracked?.label || 'Story'
  const model = models.find((m) => m.model_id === data?.model)
  const modelName = useModelName()
  const notRunCost =
    model && view ? view.notRun.reduce((sum, s) => sum + sceneCost(model, s.seconds ?? 0), 0) : null

  return (
    <Card role="region" className="space-y-4" aria-labelledby="story-run-title">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="story-run-title" className="text-lg font-semibold">
          {title}
        </h2>
        {view ? <JobPhaseBadge phase={view.phase} /> : null}
        {/* Running, it stays the page's focus until it ends: nothing to close yet. */}
        {view && running ? null : (
          <Link href="/story" className="ml-auto text-sm text-accent underline">
            Close
          </Link>
        )}
      </div>
      {!allowed ? (
        <p className="text-sm">
          This key cannot follow a story scene by scene.{' '}
          <Link href={`/gallery?view=${encodeURIComponent(id)}`} className="text-accent underline">
            Its video is in the gallery
          </Link>{' '}
          once it is made.
        </p>
      ) : null}
      {error && !data ? (
        <Alert>
          Could not load this story: <ProblemText error={error} />
        </Alert>
      ) : null}
      {allowed && !error && !data ? (
        <p role="status" className="text-sm text-ink-muted">
          Reading the story’s scenes from the service…
        </p>
      ) : null}
      {data && view ? (
        <>
          <p className="flex flex-wrap gap-x-4 text-sm">
            <span>
              <span className="text-ink-muted">Billed so far: </span>
              <output aria-label="Credits billed" className="font-semibold tabular-nums">
                {formatCount(view.billed)} credits
              </output>
            </span>
            <span>
              <span className="text-ink-muted">Elapsed: </span>
              <output aria-label="Elapsed time" className="tabular-nums">
                {clockTime(elapsedSeconds(data, tracked?.startedAt, now) ?? 0)}
              </output>
            </span>
            {data.model ? <span className="text-ink-muted">{modelName(data.model)}</span> : null}
          </p>
          {view.scenes.length ? (
            <SceneStatusList scenes={view.scenes} />
          ) : (
            <p className="text-sm text-ink-muted">Waiting for the service to start the story…</p>
          )}
          {view.failedScene ? (
            <Alert>
              Scene {view.failedScene.index + 1} failed: {view.failedScene.reason} Billed{' '}
              {formatCount(view.billed)} credits in all.
              {view.notRun.length > 1
                ? ` Scenes ${sceneList(view.notRun.slice(1))} were cancelled and not billed.`
                : ''}
            </Alert>
          ) : view.phase === 'failed' && data.error_message ? (
            <Alert>{data.error_message}</Alert>
          ) : null}
          {view.finalVideoUrl ? (
            <div className="space-y-2">
              {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the service delivers no caption tracks */}
              <video
                src={view.finalVideoUrl}
                controls
                preload="metadata"
                aria-label="Final video"
                className="aspect-video w-full max-w-2xl rounded bg-black"
              />
              <div className="flex flex-wrap gap-3">
                <Button size="sm" onClick={() => void downloadFile(view.finalVideoUrl!)}>
                  Download
                </Button>
                <Link
                  href={`/gallery?view=${encodeURIComponent(id)}`}
                  className="text-sm text-accent underline"
                >
                  Open in the gallery
                </Link>
              </div>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {view.notRun.length ? (
              <Button
                size="sm"
                onClick={() =>
                  onNewStory(draftFromStory(data, view.notRun), 'the scenes that did not run')
                }
              >
                New story from the scenes that did not run ({view.notRun.length}{' '}
                {view.notRun.length === 1 ? 'scene' : 'scenes'}
                {notRunCost !== null ? `, ${formatCount(notRunCost)} credits` : ''})
              </Button>
            ) : null}
            {isFinalPhase(view.phase) && view.scenes.length ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onNewStory(draftFromStory(data, view.scenes), 'this story')}
              >
                Start again from this story
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </Card>
  )
}
