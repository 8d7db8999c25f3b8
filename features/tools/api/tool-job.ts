import type { CaptionsRequest } from '@/lib/api/captions'
import type { DubbingRequest } from '@/lib/api/dubbing'
import type { ExtendRequest, FinalizeDraftRequest } from '@/lib/api/extend'
import { GenerationAccepted } from '@/lib/api/generations'
import type { RemoveBackgroundRequest } from '@/lib/api/remove-background'
import { routePath } from '@/lib/api/routes'
import type { JobSource } from '@/lib/jobs/tracked-jobs'
import { useStartJob } from '@/lib/queries/start-job'

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
 * A tool's start call (its route answers Generation accepted, docs/service-contract.md §2.2): never retried (credits
 * are spent, there is no idempotency key); the job joins the tracked jobs with its action and the
 * output it was made from (see startJob).
 */
/** The tool routes: each starts a media job and takes no path parameter. */
type ToolRoute =
  | 'v1_media_extend'
  | 'v1_media_finalize_draft'
  | 'v1_remove_background'
  | 'v1_captions_generate'
  | 'v1_dubbing_generate'

function useToolJob<Req>(action: string, route: ToolRoute) {
  const path = routePath(route)
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

/** A clip appended to a Veo 3.1 video (docs/service-contract.md §4.2). */
export const useExtend = () => useToolJob<ExtendRequest>('extend', 'v1_media_extend')

/** A draft rendered again at 1080p (§4.2). */
export const useFinalizeDraft = () =>
  useToolJob<FinalizeDraftRequest>('finalize-draft', 'v1_media_finalize_draft')

/** A PNG with a transparent background (§4.2). */
export const useRemoveBackground = () =>
  useToolJob<RemoveBackgroundRequest>('remove-background', 'v1_remove_background')

/** An MP4 with captions burned in (§4.2). */
export const useCaptions = () => useToolJob<CaptionsRequest>('captions', 'v1_captions_generate')

/** One dubbed video per target language (docs/decisions.md §D5). */
export const useDubbing = () => useToolJob<DubbingRequest>('dubbing', 'v1_dubbing_generate')
