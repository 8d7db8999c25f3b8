import { GenerationAccepted } from '@/lib/api/generations'
import type { JobSource } from '@/lib/jobs/tracked-jobs'
import { useStartJob } from './start-job'

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

/**
 * A tool's start call (its route answers Generation accepted, spec 2.2): never retried (credits
 * are spent, there is no idempotency key); the job joins the tracked jobs with its action and the
 * output it was made from (see startJob).
 */
export function useToolJob<Req>(action: string, path: string) {
  return useStartJob(({ request, label, model, estimatedSeconds, source }: ToolJobInput<Req>) => ({
    kind: 'media',
    path,
    body: request,
    schema: GenerationAccepted,
    model,
    label,
    // Tool jobs repeat their source's prompt or none: found again by model and time.
    prompt: '',
    action,
    ...(estimatedSeconds ? { estimatedSeconds } : {}),
    ...(source ? { madeFrom: [source] } : {}),
  }))
}
