import { queryOptions, useQuery, type QueryClient, type QueryState } from '@tanstack/react-query'
import { JOB_KIND_DEFS, type JobKind, type JobStatusOf } from '@/lib/api/job-kinds'
import { isFinalPhase } from '@/lib/api/job-status'
import {
  isPollDue,
  nextPollInMs,
  pollDelayMs,
  pollStopReason,
  type PollState,
} from '@/lib/jobs/poll-plan'
import { isDocumentHidden, useDocumentHidden } from '@/lib/jobs/use-document-hidden'
import { balanceQueryOptions } from './balance'
import { generationsQueryOptions } from './generations'
import { apiRequest } from '@/lib/http/request'
import { jobStatusKey, jobStatusRead } from './job-status-read'

/** What the browser knows of a job it started, before the first status answer. */
export interface JobStart {
  startedAt: string
}

export function fetchJobStatus<K extends JobKind>(kind: K, id: string, signal?: AbortSignal) {
  const { path, schema } = jobStatusRead(kind, id)
  return apiRequest(`/api${path}`, { signal, schema })
}

/** A finished job changed the history and (its cost being final) the balance. */
export function refreshAfterJob(client: QueryClient) {
  void client.invalidateQueries({ queryKey: generationsQueryOptions().queryKey })
  void client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
}

function pollStateOf<K extends JobKind>(
  kind: K,
  state: QueryState<JobStatusOf<K>>,
  hidden: boolean,
  start: JobStart | undefined,
): PollState {
  const def = JOB_KIND_DEFS[kind]
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
 * Status of one job of any kind, read from its kind's status route and polled on the docs/service-contract.md §4.9
 * schedule until it ends. A job this browser started begins as its kind's pending record at its
 * start time, so the first request goes out 5 s after the start, not at once.
 */
export const jobStatusQueryOptions = <K extends JobKind>(kind: K, id: string, start?: JobStart) =>
  queryOptions({
    queryKey: jobStatusKey(kind, id),
    queryFn: async ({ client, queryKey, signal }): Promise<JobStatusOf<K>> => {
      const def = JOB_KIND_DEFS[kind]
      const before = client.getQueryData<JobStatusOf<K>>(queryKey)
      const record = await fetchJobStatus(kind, id, signal)
      if (before && !isFinalPhase(def.phase(before)) && isFinalPhase(def.phase(record))) {
        refreshAfterJob(client)
      }
      return record
    },
    initialData: (): JobStatusOf<K> | undefined =>
      start ? JOB_KIND_DEFS[kind].pendingRecord(id) : undefined,
    initialDataUpdatedAt: () => (start ? Date.parse(start.startedAt) : undefined),
    // Fresh until the next poll falls due, so a mount or a focus never polls early.
    staleTime: (query) => {
      const plan = pollStateOf(kind, query.state, false, start)
      return pollStopReason(plan) ? Infinity : pollDelayMs(plan.pollsDone)
    },
    refetchInterval: (query) =>
      nextPollInMs(pollStateOf(kind, query.state, isDocumentHidden(), start)),
    refetchIntervalInBackground: false,
    // Back in a tab that was hidden: poll at once if a poll fell due meanwhile, else wait.
    refetchOnWindowFocus: (query) =>
      isPollDue(pollStateOf(kind, query.state, false, start)) ? 'always' : false,
  })

/** Where a job stands, and why polling stopped (null while it goes on). */
export function jobStopReason<K extends JobKind>(
  kind: K,
  data: JobStatusOf<K> | undefined,
  error: unknown,
  start?: JobStart,
) {
  return pollStopReason({
    phase: data ? JOB_KIND_DEFS[kind].phase(data) : undefined,
    error,
    now: Date.now(),
    startedAt: start ? Date.parse(start.startedAt) : undefined,
    notFoundGraceMs: JOB_KIND_DEFS[kind].notFoundGraceMs,
  })
}

/**
 * A job's live status on any page, polled until it ends while some page shows it; the root
 * watcher keeps every tracked job polled whatever page is open.
 */
export function useJobStatus<K extends JobKind>(
  kind: K,
  id: string,
  start?: JobStart,
  { enabled = true }: { enabled?: boolean } = {},
) {
  useDocumentHidden()
  return useQuery({ ...jobStatusQueryOptions(kind, id, start), enabled })
}
