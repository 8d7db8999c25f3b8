import type { JobPhase } from '@/lib/api/job-status'
import type { JobOutcome } from '@/lib/studio-api/jobs'

export { isFinalPhase, type JobPhase } from '@/lib/api/job-status'

/** Where a media job stands (the media row of the job kind table). */
export { mediaPhase as jobPhase } from '@/lib/api/job-kinds'

export const PHASE_LABELS: Record<JobPhase, string> = {
  queued: 'Queued',
  running: 'Running',
  streaming: 'Streaming',
  publishing: 'Publishing',
  needs_answer: 'Needs your answer',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  publish_failed: 'Publishing failed',
}

/** How a job the tray settled ended, in the same words as its phase. */
export const OUTCOME_LABELS: Record<JobOutcome, string> = {
  completed: PHASE_LABELS.completed,
  failed: PHASE_LABELS.failed,
  cancelled: PHASE_LABELS.cancelled,
  publish_failed: PHASE_LABELS.publish_failed,
  lost: 'Lost',
}

export const PUBLISH_FAILED_MESSAGE =
  'The files were made but could not be published to the CDN; the originals stay available.'
