import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { Timestamp } from './common'
import { GENERATIONS_LIST_MAX_LIMIT } from './decisions'

/**
 * Generation accepted (docs/service-contract.md §2.2): media, dialogue, remove-background, extend, dubbing,
 * finalize-draft. Captions return at least `generation_id`.
 */
export const GenerationAccepted = lazySchema(() =>
  z.looseObject({
    generation_id: z.string(),
    /** Initially pending; the real service may say queued. */
    status: z.string().nullish(),
    model: z.string().nullish(),
    estimated_cost_credits: z.number().nullish(),
    billing_mode: z.string().nullish(),
    message: z.string().nullish(),
  }),
)
export type GenerationAccepted = z.infer<typeof GenerationAccepted>

/** One output of a generation (docs/service-contract.md §2.3). URLs are null while the CDN upload runs. */
export const Output = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    media_type: z.string().nullish(),
    url: z.string().nullish(),
    optimized_url: z.string().nullish(),
    thumbnail_url: z.string().nullish(),
    /** `failed` is a value; polling may stop then. */
    optimization_status: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    format: z.string().nullish(),
    file_size: z.number().nullish(),
    duration_seconds: z.number().nullish(),
  }),
)
export type Output = z.infer<typeof Output>

/** Generation status (docs/service-contract.md §2.3); also the item of the generations list. */
export const GenerationStatus = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    /** pending, processing, completed, failed, cancelled; the real service also sends queued, error. */
    status: z.string(),
    cdn_ready: z.boolean().nullish(),
    model: z.string().nullish(),
    prompt: z.string().nullish(),
    generation_type: z.string().nullish(),
    created_at: Timestamp.nullish(),
    completed_at: Timestamp.nullish(),
    processing_time_ms: z.number().nullish(),
    credits_deducted: z.number().nullish(),
    outputs: z.array(Output).nullish(),
    // docs/decisions.md §D16 (public clients read error_message on failed jobs)
    error_message: z.string().nullish(),
    /** The generation an extend or finalize-draft job was made from (lineage). */
    // docs/decisions.md §D16 (the service reads the source from its own record; echoed like source_media_urls)
    source_generation_id: z.string().nullish(),
    /** The provider task id; extend reads it from the source's record (docs/service-contract.md §4.2). */
    source_task_id: z.string().nullish(),
    /** Seen from the real service: a single result URL beside `outputs`. */
    result_url: z.string().nullish(),
    /** Seen from the real service as a string or an array. */
    source_media_urls: z.union([z.string(), z.array(z.string())]).nullish(),
    /** On premium-video items of the generations list. */
    // docs/decisions.md §D3 (premium orders appear in the list with their order id)
    order_id: z.string().nullish(),
  }),
)
export type GenerationStatus = z.infer<typeof GenerationStatus>

/** GET /v1/generations (docs/service-contract.md §2.10). */
export const GenerationsListResponse = lazySchema(() =>
  z.looseObject({
    generations: z.array(GenerationStatus),
    count: z.int(),
    limit: z.int(),
  }),
)
export type GenerationsListResponse = z.infer<typeof GenerationsListResponse>

/** Query of GET /v1/generations: filters of docs/service-contract.md §4.1; an empty string means no filter. */
export const GenerationsListQuery = lazySchema(() =>
  z.strictObject({
    status: z.string().optional(),
    model: z.string().optional(),
    generation_type: z.string().optional(),
    // docs/decisions.md §D3 (the response names `limit`; the query may set it)
    limit: z
      .string()
      .regex(/^[1-9]\d*$/, 'must be a positive integer')
      .refine(
        (v) => Number(v) <= GENERATIONS_LIST_MAX_LIMIT,
        `must be at most ${GENERATIONS_LIST_MAX_LIMIT}`,
      )
      .optional(),
  }),
)
export type GenerationsListQuery = z.infer<typeof GenerationsListQuery>

/** The generation_type of premium orders in the generations list. */
// docs/decisions.md §D3
export const PREMIUM_GENERATION_TYPE = 'premium-video'
