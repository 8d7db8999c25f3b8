import { statusPhase, type JobPhase } from '@/lib/api/job-status'
import type { StoryStatus } from '@/lib/api/story'
import type { StoryDraft } from './story-values'

export type SceneState = 'waiting' | 'running' | 'done' | 'failed' | 'cancelled'

export const SCENE_STATE_LABELS: Record<SceneState, string> = {
  waiting: 'Waiting',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
}

const STATE_OF_PHASE: Record<JobPhase, SceneState> = {
  queued: 'waiting',
  running: 'running',
  streaming: 'running',
  publishing: 'running',
  needs_answer: 'running',
  completed: 'done',
  failed: 'failed',
  publish_failed: 'failed',
  cancelled: 'cancelled',
}

export interface SceneView {
  index: number
  prompt: string
  seconds: number | null
  state: SceneState
  clipUrl: string | null
  billed: number
  reason: string | null
}

export interface StoryRunView {
  phase: JobPhase
  scenes: SceneView[]
  /** Credits billed so far: each scene as it started. */
  billed: number
  failedScene: SceneView | null
  /** Scenes that did not make a clip (the failed one and those after it). */
  notRun: SceneView[]
  finalVideoUrl: string | null
}

/** Where each scene of a story stands, in order, and what has been billed (docs/service-contract.md §2.6, §3). */
export function storyRunView(record: StoryStatus): StoryRunView {
  const phase = statusPhase(record.status)
  const scenes = [...record.scenes]
    .sort((a, b) => a.index - b.index)
    .map((scene): SceneView => {
      const state = STATE_OF_PHASE[statusPhase(scene.status)]
      return {
        index: scene.index,
        prompt: scene.prompt ?? '',
        seconds: scene.duration_seconds ?? null,
        state,
        clipUrl: state === 'done' ? (scene.video_url ?? null) : null,
        billed: scene.credits_deducted ?? 0,
        reason: state === 'failed' ? (scene.error_message ?? 'The scene could not be made.') : null,
      }
    })
  const sceneBilled = scenes.reduce((sum, s) => sum + s.billed, 0)
  const ended = phase === 'failed' || phase === 'cancelled'
  return {
    phase,
    scenes,
    billed: Math.max(record.credits_deducted ?? 0, sceneBilled),
    failedScene: scenes.find((s) => s.state === 'failed') ?? null,
    notRun: ended ? scenes.filter((s) => s.state !== 'done') : [],
    finalVideoUrl: phase === 'completed' ? (record.final_video_url ?? null) : null,
  }
}

/**
 * A new story made of some scenes of a past one: same title, model and format. A length the record
 * lacks is left at 0 for the editor to fit to the model (fitDraftToModel).
 */
export function draftFromStory(
  record: StoryStatus,
  scenes: readonly Pick<SceneView, 'prompt' | 'seconds'>[],
): StoryDraft {
  return {
    title: record.title ?? '',
    model: record.model ?? '',
    aspect_ratio: record.aspect_ratio ?? '',
    scenes: scenes.map((s) => ({ prompt: s.prompt, duration_seconds: s.seconds ?? 0 })),
  }
}
