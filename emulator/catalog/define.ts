import type { ExtendTier, Model, ModelCapabilities } from '@/lib/api'
import { PRICING_UNIT_PER_SECOND } from '@/lib/api'

/** Parameters a concrete variant fixes through its id (sending another value is param_ignored_use_variant). */
export interface FixedParams {
  resolution?: string
  quality?: string
  duration?: string
}

/** A catalog entry: the public Model plus what only the service knows. */
export interface CatalogEntry {
  model: Model
  fixed: FixedParams
  /** Veo 3.1 tiers (docs/service-contract.md §4.2 extend). */
  extendTier?: ExtendTier
  /** Seconds of output when the model does not take a duration (images: none). */
  defaultDurationSeconds?: number
}

const NO_CAPABILITIES: Required<
  Pick<
    ModelCapabilities,
    'duration_options' | 'aspect_ratio_options' | 'resolution_options' | 'quality_options'
  >
> = { duration_options: [], aspect_ratio_options: [], resolution_options: [], quality_options: [] }

export interface EntryInput {
  id: string
  name: string
  type: 'image' | 'video' | 'music' | 'speech' | 'other' | 'separation'
  provider: string
  credits: number
  seconds: number
  types?: string[]
  inputs?: ('image' | 'video' | 'audio')[]
  requiresInput?: boolean
  caps?: ModelCapabilities
  notes: string
  family?: string
  fixed?: FixedParams
  extendTier?: ExtendTier
  /** Per-second pricing: `credits` is then the base credits per second. */
  perSecond?: boolean
  voices?: string[]
}

/** Builds a catalog entry with every capability member present, so clients see a stable shape. */
export function entry(i: EntryInput): CatalogEntry {
  const costNote = i.perSecond
    ? `Per-second pricing: cost = duration_seconds x ${i.credits} credits per second. ` +
      'With a reference video, billing assumes the worst case of 15 s.'
    : undefined
  const model: Model = {
    model_id: i.id,
    display_name: i.name,
    model_type: i.type,
    provider: i.provider,
    cost_per_generation: i.credits,
    estimated_time_seconds: i.seconds,
    generation_types: i.types ?? [],
    input_media_types: i.inputs ?? [],
    requires_input_media: i.requiresInput ?? false,
    capabilities: {
      prompt_max_chars: 2000,
      max_input_images: 0,
      max_input_videos: 0,
      max_input_audios: 0,
      supports_negative_prompt: false,
      supports_sound: false,
      video_audio: i.type === 'video' ? 'silent' : null,
      ...NO_CAPABILITIES,
      ...i.caps,
    },
    usage_notes: i.notes,
    ...(costNote ? { cost_note: costNote, pricing_unit: PRICING_UNIT_PER_SECOND } : {}),
    ...(i.voices ? { voice_allowlist: i.voices } : {}),
    family: i.family ?? null,
  }
  return { model, fixed: i.fixed ?? {}, ...(i.extendTier ? { extendTier: i.extendTier } : {}) }
}

export const IMAGE_ASPECTS = ['1:1', '16:9', '9:16', '4:3', '3:4', '3:2', '2:3', '21:9']
export const VIDEO_ASPECTS = ['16:9', '9:16', '1:1']
