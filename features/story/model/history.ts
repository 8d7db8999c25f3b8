import type { GenerationStatus } from '@/lib/api/generations'
import { statusPhase, type JobPhase } from '@/lib/api/job-status'
import type { TrackedJob } from '@/lib/jobs/tracked-jobs'

export interface StoryHistoryItem {
  id: string
  label: string
  /** Null when the browser stopped following it and no list says how it ended. */
  phase: JobPhase | null
  createdAt: string | null
  model: string | null
}

const OUTCOME_PHASE: Record<NonNullable<TrackedJob['outcome']>, JobPhase | null> = {
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  publish_failed: 'publish_failed',
  lost: null,
}

/**
 * Past stories of the account (the generations list) and those this browser started (tracked
 * jobs, which include running and failed stories the list may not show), newest first, each once.
 */
export function storyHistory(
  listed: readonly GenerationStatus[],
  tracked: readonly TrackedJob[],
): StoryHistoryItem[] {
  const byId = new Map<string, StoryHistoryItem>()
  for (const job of tracked) {
    if (job.kind !== 'story') continue
    byId.set(job.id, {
      id: job.id,
      label: job.label,
      // Still followed: it runs until the browser sees it end.
      phase: job.outcome ? OUTCOME_PHASE[job.outcome] : 'running',
      createdAt: job.startedAt,
      model: job.model,
    })
  }
  for (const item of listed) {
    const known = byId.get(item.id)
    byId.set(item.id, {
      id: item.id,
      label: item.prompt?.trim() || known?.label || 'Untitled story',
      phase: statusPhase(item.status),
      createdAt: item.created_at ?? known?.createdAt ?? null,
      model: item.model ?? known?.model ?? null,
    })
  }
  const time = (item: StoryHistoryItem) => (item.createdAt ? Date.parse(item.createdAt) || 0 : 0)
  return [...byId.values()].sort((a, b) => time(b) - time(a))
}
