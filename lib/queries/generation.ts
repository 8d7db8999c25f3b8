import { queryOptions, useQuery, type QueryState, type QueryClient } from '@tanstack/react-query'
import { GenerationStatus } from '@/lib/api/generations'
import { isFinalPhase, jobPhase } from '@/lib/jobs/job-phase'
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
import { apiRequest } from './http'

/** What the browser knows of a job it started, before the first status answer. */
export interface JobStart {
  startedAt: string
  model?: string
  prompt?: string
}

export function fetchGeneration(id: string, signal?: AbortSignal) {
  return apiRequest(`/v1/generate/media/${encodeURIComponent(id)}`, {
    signal,
    schema: GenerationStatus,
  })
}

/** A finished job changed the history and (its cost being final) the balance. */
export function refreshAfterJob(client: QueryClient) {
  void client.invalidateQueries({ queryKey: generationsQueryOptions().queryKey })
  void client.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
}

function pollStateOf(state: QueryState<GenerationStatus>, hidden: boolean): PollState {
  return {
    record: state.data,
    error: state.error,
    pollsDone: state.dataUpdateCount + state.errorUpdateCount,
    lastPollAt: Math.max(state.dataUpdatedAt, state.errorUpdatedAt),
    now: Date.now(),
    hidden,
    fetching: state.fetchStatus === 'fetching',
  }
}

/**
 * Status of one media job (also dialogue, captions, remove-background, extend), polled on the
 * spec 4.9 schedule until it ends. A job this browser started begins as `pending` at its start
 * time, so the first request goes out 5 s after the start, not at once.
 */
export const generationQueryOptions = (id: string, start?: JobStart) =>
  queryOptions({
    queryKey: ['generation', id],
    queryFn: async ({ client, queryKey, signal }) => {
      const before = client.getQueryData<GenerationStatus>(queryKey)
      const record = await fetchGeneration(id, signal)
      if (before && !isFinalPhase(jobPhase(before)) && isFinalPhase(jobPhase(record))) {
        refreshAfterJob(client)
      }
      return record
    },
    initialData: (): GenerationStatus | undefined =>
      start ? { id, status: 'pending', model: start.model, prompt: start.prompt } : undefined,
    initialDataUpdatedAt: () => (start ? Date.parse(start.startedAt) : undefined),
    // Fresh until the next poll falls due, so a mount or a focus never polls early.
    staleTime: (query) => {
      const plan = pollStateOf(query.state, false)
      return pollStopReason(plan.record, plan.error) ? Infinity : pollDelayMs(plan.pollsDone)
    },
    refetchInterval: (query) => nextPollInMs(pollStateOf(query.state, isDocumentHidden())),
    refetchIntervalInBackground: false,
    // Back in a tab that was hidden: poll at once if a poll fell due meanwhile, else wait.
    refetchOnWindowFocus: (query) =>
      isPollDue(pollStateOf(query.state, false)) ? 'always' : false,
  })

export function useGenerationStatus(id: string, start?: JobStart) {
  useDocumentHidden()
  return useQuery(generationQueryOptions(id, start))
}
