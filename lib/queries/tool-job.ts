import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GenerationAccepted } from '@/lib/api/generations'
import { apiRequest } from '@/lib/http/request'
import { trackedJobs, type JobSource } from '@/lib/jobs/tracked-jobs'
import { balanceQueryOptions } from './balance'

/** What the tray and the lineage need beside the request. */
export interface ToolJobInput<Req> {
  request: Req
  /** The tray's words for the job: "Extend: a harbor". */
  label: string
  /** The catalog model that does the work, until the accepted answer names one. */
  model: string
  estimatedSeconds?: number
  /** The generation whose output this is made from (lineage), when it came from the gallery. */
  source?: JobSource
}

/** POST a tool's start route and parse Generation accepted (spec 2.2). */
export const postTool = (path: string, body: unknown) =>
  apiRequest(path, { method: 'POST', body, schema: GenerationAccepted })

/**
 * A tool's start call: never retried (credits are spent, there is no idempotency key); once
 * accepted the job joins the tray with its action and the output it was made from.
 */
export function useToolJob<Req>(
  action: string,
  start: (request: Req) => Promise<GenerationAccepted>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ request }: ToolJobInput<Req>) => start(request),
    retry: false,
    onSuccess: (accepted, input) => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
      trackedJobs.add({
        id: accepted.generation_id,
        kind: 'media',
        model: accepted.model ?? input.model,
        label: input.label,
        startedAt: new Date().toISOString(),
        action,
        ...(input.estimatedSeconds ? { estimatedSeconds: input.estimatedSeconds } : {}),
        ...(input.source ? { madeFrom: [input.source] } : {}),
      })
    },
  })
}
