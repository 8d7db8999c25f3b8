/**
 * Where a job stands, told from the status words the service sends (docs/service-contract.md §3) and those public
 * clients see from the real service (docs/decisions.md §D21): `queued` is another name
 * for pending, `error` for failed, music `streaming` is playable but not finished, and premium
 * orders wait for the customer while questions are open. The one list of status words: every
 * kind's terminal rule reads it.
 */
export const JOB_PHASES = [
  'queued',
  'running',
  /** Music: songs have a stream_url and may be played; the final files are still coming. */
  'streaming',
  /** The job finished but its files are still being published to the CDN (URLs null). */
  'publishing',
  /** A premium order waits for answers to its open questions. */
  'needs_answer',
  'completed',
  'failed',
  'cancelled',
  /** The files exist but publishing failed (optimization_status failed): polling stops. */
  'publish_failed',
] as const
export type JobPhase = (typeof JOB_PHASES)[number]

const STATUS_PHASES: Readonly<Record<string, JobPhase>> = {
  pending: 'queued',
  queued: 'queued',
  processing: 'running',
  running: 'running',
  streaming: 'streaming',
  completed: 'completed',
  failed: 'failed',
  error: 'failed',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  // docs/decisions.md §D9 (premium order statuses, see ./premium)
  awaiting_answers: 'needs_answer',
  in_production: 'running',
}

const FINAL_PHASES: ReadonlySet<JobPhase> = new Set([
  'completed',
  'failed',
  'cancelled',
  'publish_failed',
])

export function isFinalPhase(phase: JobPhase): boolean {
  return FINAL_PHASES.has(phase)
}

/** The phase a status word names; a word not known yet means the job still runs. */
export function statusPhase(status: string | null | undefined): JobPhase {
  return STATUS_PHASES[(status ?? '').trim().toLowerCase()] ?? 'running'
}
