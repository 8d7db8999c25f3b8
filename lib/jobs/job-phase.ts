import type { JobPhase } from '@/lib/api/job-status'

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

export const PUBLISH_FAILED_MESSAGE =
  'The files were made but could not be published to the CDN; the originals stay available.'
