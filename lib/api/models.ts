import { z } from 'zod'
import { lazySchema } from './lazy-schema'

/** `capabilities` of a catalog entry (docs/service-contract.md §2.1). Tolerant: new members pass through. */
export const ModelCapabilities = lazySchema(() =>
  z.looseObject({
    prompt_max_chars: z.int().nullish(),
    /** Strings like `5s`; empty for images. */
    duration_options: z.array(z.string()).nullish(),
    /**
     * Models that accept any integer number of seconds in a range say so here;
     * `duration_options` then lists typical choices inside the range.
     */
    // docs/decisions.md §D13 (the service only says "some models accept any integer seconds in a range")
    duration_range: z.looseObject({ min_seconds: z.int(), max_seconds: z.int() }).nullish(),
    max_input_images: z.int().nullish(),
    max_input_videos: z.int().nullish(),
    max_input_audios: z.int().nullish(),
    supports_negative_prompt: z.boolean().nullish(),
    supports_sound: z.boolean().nullish(),
    /** `toggle_via_sound_param`, `included` or `silent`. */
    video_audio: z.string().nullish(),
    aspect_ratio_options: z.array(z.string()).nullish(),
    resolution_options: z.array(z.string()).nullish(),
    quality_options: z.array(z.string()).nullish(),
  }),
)
export type ModelCapabilities = z.infer<typeof ModelCapabilities>

export const VIDEO_AUDIO_MODES = ['toggle_via_sound_param', 'included', 'silent'] as const

/** One catalog entry (docs/service-contract.md §2.1). */
export const Model = lazySchema(() =>
  z.looseObject({
    model_id: z.string(),
    display_name: z.string().nullish(),
    /** image, video, music, speech; the real catalog also shows other and separation. */
    model_type: z.string(),
    provider: z.string().nullish(),
    cost_per_generation: z.number(),
    estimated_time_seconds: z.number().nullish(),
    generation_types: z.array(z.string()).nullish(),
    input_media_types: z.array(z.string()).nullish(),
    requires_input_media: z.boolean().nullish(),
    capabilities: ModelCapabilities.nullish(),
    usage_notes: z.string().nullish(),
    cost_note: z.string().nullish(),
    /** Per-second models: `cost_per_generation` is then the base credits per second. */
    // docs/decisions.md §D13 (the service states the rule only in prose, in cost_note)
    pricing_unit: z.string().nullish(),
    /** The dialogue model's voices. */
    voice_allowlist: z.array(z.string()).nullish(),
    /** The family (grouping label) of a concrete variant; a family name is not a model id. */
    family: z.string().nullish(),
  }),
)
export type Model = z.infer<typeof Model>

export const PRICING_UNIT_PER_SECOND = 'per_second'

export const ModelsListResponse = lazySchema(() =>
  z.looseObject({
    models: z.array(Model),
    total_count: z.int(),
  }),
)
export type ModelsListResponse = z.infer<typeof ModelsListResponse>

export const MODEL_TYPES = ['image', 'video', 'music', 'speech'] as const

export const ModelsListQuery = lazySchema(() =>
  z.strictObject({
    model_type: z.string().optional(),
  }),
)
export type ModelsListQuery = z.infer<typeof ModelsListQuery>

/** A variant family as derived from the catalog's `family` members (default variant first). */
export interface ModelFamily {
  family: string
  variants: string[]
}

/** Groups concrete entries by `family`, keeping catalog order (the first is the default). */
export function familiesOf(models: readonly Pick<Model, 'model_id' | 'family'>[]): ModelFamily[] {
  const byName = new Map<string, string[]>()
  for (const m of models) {
    if (!m.family) continue
    const list = byName.get(m.family) ?? []
    list.push(m.model_id)
    byName.set(m.family, list)
  }
  return [...byName].map(([family, variants]) => ({ family, variants }))
}
