import {
  DRAFT_MAX_AGE_DAYS,
  estimateMediaCost,
  FinalizeDraftRequest,
  type GenerationAccepted,
} from '@/lib/api'
import { apiError } from '../../http/api-error'
import type { RouteContext, RouteHandler } from '../../http/route-context'
import type { MediaJobParams } from '../../jobs/renderers/media'
import type { JobOf } from '../../store/types'
import { acceptedBody, charge, ownJob, startJob } from '../support'

const PARAM = 'generation_id'
const DAY_MS = 86_400_000

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2)

/** The same picture at 1080p: the short side becomes 1080. */
function at1080p(p: MediaJobParams): { width: number; height: number } {
  const scale = 1080 / Math.min(p.width, p.height)
  return { width: even(p.width * scale), height: even(p.height * scale) }
}

/** The caller's finished draft, not older than 7 days (404, 409, 410 otherwise). */
function finishedDraft(ctx: RouteContext, id: string): JobOf<'media'> {
  const draft = ownJob(ctx, id, ['media'])
  if (!draft?.params.draft) {
    throw apiError('draft_not_found', `No draft '${id}' of yours`, { param: PARAM })
  }
  if (draft.status !== 'completed') {
    throw apiError(
      'draft_not_finished',
      `The draft is ${draft.status}; finalize it once completed`,
      {
        param: PARAM,
        status: draft.status,
      },
    )
  }
  const expiresAt = Date.parse(draft.createdAt) + DRAFT_MAX_AGE_DAYS * DAY_MS
  if (ctx.services.now().getTime() > expiresAt) {
    throw apiError('draft_expired', `Drafts can be finalized for ${DRAFT_MAX_AGE_DAYS} days`, {
      param: PARAM,
      created_at: draft.createdAt,
      expired_at: new Date(expiresAt).toISOString(),
    })
  }
  return draft
}

/**
 * POST /v1/generate/media/finalize-draft {generation_id}: renders the draft again at 1080p.
 * It costs what the model charges for that duration; 402 when unaffordable.
 */
// docs/decisions.md §D11 (price of finalizing: the model's own price)
export const finalizeDraftRoute: RouteHandler<'v1_media_finalize_draft'> = async (ctx) => {
  const { generation_id: id } = await ctx.body(FinalizeDraftRequest)
  const draft = finishedDraft(ctx, id)
  const { draft: _draft, ...params } = draft.params
  const model = ctx.services.catalog.entry(draft.model)!.model
  const cost = estimateMediaCost(model, { duration: params.durationSeconds ?? null })
  charge(ctx, cost, 402)
  const job = await startJob(ctx, {
    kind: 'finalize-draft',
    model: draft.model,
    prompt: draft.prompt,
    generationType: 'finalize-draft',
    estimatedSeconds: model.estimated_time_seconds ?? 60,
    creditsDeducted: cost,
    params: { ...params, ...at1080p(params), sourceGenerationId: draft.id },
  })
  const body: GenerationAccepted = acceptedBody(job, cost)
  return ctx.json(body)
}
