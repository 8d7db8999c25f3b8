import { pollDelaySeconds } from '@/lib/api/polling'
import type { GenerationStatus } from '@/lib/api/generations'
import { ApiError } from '@/lib/queries/api-error'
import { isFinalPhase, jobPhase } from './job-phase'

/** Why polling of one job stopped; null while it goes on. */
export type PollStop = 'finished' | 'not_found' | 'forbidden' | 'not_connected'

export interface PollState {
  record: Pick<GenerationStatus, 'status' | 'outputs'> | undefined
  error: unknown
  /** Status requests answered so far (successes and final failures). */
  pollsDone: number
  /** When the last answer came, or when the job started if none came yet (ms since epoch). */
  lastPollAt: number
  now: number
  hidden: boolean
  fetching: boolean
}

/** setInterval needs a positive delay; an overdue poll goes out almost at once. */
const OVERDUE_DELAY_MS = 50

export function pollStopReason(record: PollState['record'], error: unknown): PollStop | null {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'not_found'
    if (error.status === 403) return 'forbidden'
    if (error.status === 401) return 'not_connected'
  }
  // optimization_status failed maps to the publish_failed phase, final like the terminal statuses.
  if (record && isFinalPhase(jobPhase(record))) return 'finished'
  return null
}

/** Spec 4.9: the wait before the next poll, given how many polls were answered. */
export function pollDelayMs(pollsDone: number): number {
  return pollDelaySeconds(pollsDone) * 1000
}

export function isPollDue(state: PollState): boolean {
  if (pollStopReason(state.record, state.error)) return false
  return state.now >= state.lastPollAt + pollDelayMs(state.pollsDone)
}

/**
 * Milliseconds until the next status request, or false for none: stopped, in a hidden tab (the
 * tab catches up when it shows again) or while a request is in flight (its answer re-plans).
 */
export function nextPollInMs(state: PollState): number | false {
  if (pollStopReason(state.record, state.error) || state.hidden || state.fetching) return false
  const due = state.lastPollAt + pollDelayMs(state.pollsDone)
  return Math.max(OVERDUE_DELAY_MS, due - state.now)
}

export const POLL_STOP_MESSAGES: Record<Exclude<PollStop, 'finished'>, string> = {
  not_found: 'The service does not know this job (404): it may belong to another key.',
  forbidden: 'This key may not read job status (403: read:generations required).',
  not_connected: 'The session ended: connect again to follow this job.',
}
