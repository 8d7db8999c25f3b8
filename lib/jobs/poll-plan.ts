import { pollDelaySeconds } from '@/lib/api/polling'
import { isFinalPhase, type JobPhase } from '@/lib/api/job-status'
import { ApiError } from '@/lib/http/api-error'

/** Why polling of one job stopped; null while it goes on. */
export type PollStop = 'finished' | 'not_found' | 'forbidden' | 'not_connected'

export interface PollState {
  /** Where the job stands by its last record; undefined before any. */
  phase: JobPhase | undefined
  error: unknown
  /** Status requests answered so far (successes and final failures). */
  pollsDone: number
  /** When the last answer came, or when the job started if none came yet (ms since epoch). */
  lastPollAt: number
  now: number
  hidden: boolean
  fetching: boolean
  /** When the job started (ms since epoch), for the kind's 404 grace; unknown: no grace. */
  startedAt?: number
  /** How long after the start a 404 means "not visible yet" (the job kind's table says). */
  notFoundGraceMs?: number
}

/** setInterval needs a positive delay; an overdue poll goes out almost at once. */
const OVERDUE_DELAY_MS = 50

type StopInput = Pick<PollState, 'phase' | 'error' | 'now' | 'startedAt' | 'notFoundGraceMs'>

/**
 * A start comes from the clock of the device that started the job, which may be ahead of this
 * one's: a start up to one grace ahead still earns the grace; further ahead it earns none, or a
 * job that never existed would be asked about for as long as that clock is wrong.
 */
function withinNotFoundGrace({ now, startedAt, notFoundGraceMs = 0 }: StopInput): boolean {
  if (startedAt === undefined) return false
  const elapsed = now - startedAt
  return elapsed < notFoundGraceMs && elapsed > -notFoundGraceMs
}

export function pollStopReason(state: StopInput): PollStop | null {
  const { error, phase } = state
  if (error instanceof ApiError) {
    if (error.status === 404) return withinNotFoundGrace(state) ? null : 'not_found'
    if (error.status === 403) return 'forbidden'
    if (error.status === 401) return 'not_connected'
  }
  // optimization_status failed is the publish_failed phase, final like the terminal statuses.
  if (phase && isFinalPhase(phase)) return 'finished'
  return null
}

/** Spec 4.9: the wait before the next poll, given how many polls were answered. */
export function pollDelayMs(pollsDone: number): number {
  return pollDelaySeconds(pollsDone) * 1000
}

export function isPollDue(state: PollState): boolean {
  if (pollStopReason(state)) return false
  return state.now >= state.lastPollAt + pollDelayMs(state.pollsDone)
}

/**
 * Milliseconds until the next status request, or false for none: stopped, in a hidden tab (the
 * tab catches up when it shows again) or while a request is in flight (its answer re-plans).
 * Never longer than the schedule's own wait: a last moment in this device's future (a start
 * stamped by a device whose clock is ahead) is not waited for. A timer asked to wait past about
 * 24.8 days fires at once, so an unbounded wait was a poll every few milliseconds.
 */
export function nextPollInMs(state: PollState): number | false {
  if (pollStopReason(state) || state.hidden || state.fetching) return false
  const delay = pollDelayMs(state.pollsDone)
  const due = state.lastPollAt + delay
  return Math.min(delay, Math.max(OVERDUE_DELAY_MS, due - state.now))
}

export const POLL_STOP_MESSAGES: Record<Exclude<PollStop, 'finished'>, string> = {
  not_found: 'The service does not know this job (404): it may belong to another key.',
  forbidden: 'This key may not read job status (403: read:generations required).',
  not_connected: 'The session ended: connect again to follow this job.',
}
