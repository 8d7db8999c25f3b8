import { queryOptions, type QueryClient, type QueryState } from '@tanstack/react-query'
import type { JobKindDef } from '@/lib/api/job-kind-def'
import type { JobKind } from '@/lib/api/job-kind-names'
import { isFinalPhase } from '@/lib/api/job-status'
import {
  isPollDue,
  nextPollInMs,
  pollDelayMs,
  pollStopReason,
  type PollState,
} from '@/lib/jobs/poll-plan'
import { isDocumentHidden } from '@/lib/jobs/use-document-hidden'
import { apiRequest } from '@/lib/http/request'
import { balanceQueryOptions } from './balance'
import { generationsQueryOptions } from './generations'
import { statusRead } from './job-status-read'

// One job's status as the browser reads and polls it, given its kind's row of the job kinds table
// (lib/api/job-kinds.ts): ./job-status.ts looks the row up by name; the orders pages hand in the
// premium order's row alone (lib/api/premium-kind.ts), so they load no other kind's schemas.

/** What the browser knows of a job it started, before the first status answer. */
export interface JobStart {
  startedAt: string
}

export function fetchStatus<Status>(
  kind: JobKind,
  def: JobKindDef<Status>,
  id: string,
  signal?: AbortSignal,
): Promise<Status> {
  const { path, schema } = statusRead(kind, def, id)
  return apiRequest(`/api${path}`, { signal, schema })
}

/** A finished job changed the history and (its cost being final) the balance. */
export function refreshAfterJob(client: QueryClient) {
  void client.invalidateQueries({ queryKey: generationsQueryOptions().queryKey })
  void client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
}

function pollStateOf<Status>(
  def: JobKindDef<Status>,
  state: QueryState<Status>,
  hidden: boolean,
  start: JobStart | undefined,
): PollState {
  return {
    phase: state.data ? def.phase(state.data) : undefined,
    error: state.error,
    pollsDone: state.dataUpdateCount + state.errorUpdateCount,
    lastPollAt: Math.max(state.dataUpdatedAt, state.errorUpdatedAt),
    now: Date.now(),
    hidden,
    fetching: state.fetchStatus === 'fetching',
    startedAt: start ? Date.parse(start.startedAt) : undefined,
    notFoundGraceMs: def.notFoundGraceMs,
  }
}

/**
 * Status of one job, read from its kind's status route and polled on the
 * docs/service-contract.md §4.9 schedule until it ends. A job this browser started begins as its
 * kind's pending record at its start time, so the first request goes out 5 s after the start.
 */
export const statusQueryOptions = <Status>(
  kind: JobKind,
  def: JobKindDef<Status>,
  id: string,
  start?: JobStart,
) =>
  queryOptions({
    queryKey: statusRead(kind, def, id).queryKey,
    queryFn: async ({ client, queryKey, signal }): Promise<Status> => {
      const before = client.getQueryData<Status>(queryKey)
      const record = await fetchStatus(kind, def, id, signal)
      if (before && !isFinalPhase(def.phase(before)) && isFinalPhase(def.phase(record))) {
        refreshAfterJob(client)
      }
      return record
    },
    initialData: (): Status | undefined => (start ? def.pendingRecord(id) : undefined),
    initialDataUpdatedAt: () => (start ? Date.parse(start.startedAt) : undefined),
    // Fresh until the next poll falls due, so a mount or a focus never polls early.
    staleTime: (query) => {
      const plan = pollStateOf(def, query.state, false, start)
      return pollStopReason(plan) ? Infinity : pollDelayMs(plan.pollsDone)
    },
    refetchInterval: (query) =>
      nextPollInMs(pollStateOf(def, query.state, isDocumentHidden(), start)),
    refetchIntervalInBackground: false,
    // Back in a tab that was hidden: poll at once if a poll fell due meanwhile, else wait.
    refetchOnWindowFocus: (query) =>
      isPollDue(pollStateOf(def, query.state, false, start)) ? 'always' : false,
  })
