import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/http/request'
import { balanceQueryOptions } from '@/lib/queries/balance'
import { studioPaths } from '@/lib/studio-api/routes'
import { isGoing, RunAnswer, RunSummary, RunsAnswer, type RunAction } from '@/lib/studio-api/runs'
import type { CreateRunBody } from '@/lib/studio-api/run-request'

const KEY = ['workspace', 'runs'] as const
const RunChanged = z.object({ run: RunSummary })

export const runsQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) => apiRequest(studioPaths.runs, { schema: RunsAnswer, signal }),
  })

export const runQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...KEY, 'run', id],
    queryFn: ({ signal }) => apiRequest(studioPaths.run(id), { schema: RunAnswer, signal }),
    retry: false,
  })

/** The account's runs, read from the studio (never the service) every few seconds while one goes. */
export function useRuns(enabled = true) {
  return useQuery({
    ...runsQueryOptions(),
    enabled,
    refetchInterval: (query) => (query.state.data?.runs.some(isGoing) ? 5000 : false),
  })
}

/** One run, read from the studio every two seconds while it goes. */
export function useRun(id: string) {
  return useQuery({
    ...runQueryOptions(id),
    refetchInterval: (query) => {
      const run = query.state.data?.run
      return run && isGoing(run) ? 2000 : false
    },
  })
}

/** Hands a run to the studio's server; nothing is sent by the page itself. */
export function useStartRun() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateRunBody) =>
      apiRequest(studioPaths.runs, { method: 'POST', body, schema: RunChanged }),
    retry: false,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: KEY })
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
    },
  })
}

export function useRunAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: RunAction) =>
      apiRequest(studioPaths.runAction(id, action), { method: 'POST', schema: RunChanged }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}
