import { durationOption, durationSeconds, type MediaGenerateRequest } from '@/lib/api'
import type { Catalog, CatalogEntry } from '../../catalog'
import { apiError, invalidParam } from '../../http/api-error'
import { siblingsFixing, variantRequiredForParam } from './variants'

type Tier = 'resolution' | 'quality'
const TIER_CODES = { resolution: 'unsupported_resolution', quality: 'unsupported_quality' } as const

/** resolution / quality: fixed by the id (use a variant) or one of the model's tier list. */
export function checkTier(
  catalog: Catalog,
  entry: CatalogEntry,
  tier: Tier,
  value: string | null | undefined,
): void {
  if (value === null || value === undefined) return
  const fixed = entry.fixed[tier]
  if (fixed === value) return
  if (fixed !== undefined && siblingsFixing(catalog, entry, tier).length)
    throw variantRequiredForParam(catalog, entry, tier, value)
  const options = entry.model.capabilities?.[`${tier}_options`] ?? []
  if (options.includes(value)) return
  const id = entry.model.model_id
  const message = options.length
    ? `${tier} '${value}' is not available for ${id}`
    : `${id} has no ${tier} options`
  throw apiError(TIER_CODES[tier], message, { param: tier, valid_values: options })
}

export function checkAspect(entry: CatalogEntry, value: string | null | undefined): void {
  if (value === null || value === undefined) return
  const options = entry.model.capabilities?.aspect_ratio_options ?? []
  if (options.includes(value)) return
  const id = entry.model.model_id
  const message = options.length
    ? `aspect_ratio '${value}' is not available for ${id}`
    : `${id} takes no aspect_ratio (the output follows the input media)`
  throw apiError('unsupported_aspect', message, { param: 'aspect_ratio', valid_values: options })
}

/** The output duration in seconds (null for images); rejects values the model does not offer. */
export function checkDuration(
  catalog: Catalog,
  entry: CatalogEntry,
  value: number | string | null | undefined,
): number | null {
  const caps = entry.model.capabilities ?? {}
  const options = caps.duration_options ?? []
  const range = caps.duration_range
  const id = entry.model.model_id
  if (value === null || value === undefined) {
    const fallback = entry.fixed.duration ?? options[0] ?? (range ? `${range.min_seconds}s` : null)
    return fallback === null ? null : durationSeconds(fallback)
  }
  if (!options.length && !range) throw invalidParam('duration', `${id} takes no duration`, [])
  const option = durationOption(value)
  const fixed = entry.fixed.duration
  if (
    fixed !== undefined &&
    fixed !== option &&
    siblingsFixing(catalog, entry, 'duration').length
  ) {
    throw variantRequiredForParam(catalog, entry, 'duration', option)
  }
  const seconds = durationSeconds(value)
  if (options.includes(option)) return seconds
  if (range && seconds >= range.min_seconds && seconds <= range.max_seconds) return seconds
  const rangeText = range
    ? ` or any whole number of seconds from ${range.min_seconds} to ${range.max_seconds}`
    : ''
  throw invalidParam(
    'duration',
    `${option} is not available for ${id}; use one of duration_options${rangeText}`,
    options,
  )
}

/** prompt, negative_prompt, sound and fixed_lens against the model's capabilities. */
export function checkPromptAndFlags(
  entry: CatalogEntry,
  body: MediaGenerateRequest,
  generationType: string,
): void {
  const caps = entry.model.capabilities ?? {}
  const id = entry.model.model_id
  const prompt = body.prompt ?? ''
  if (generationType.startsWith('text-to-') && prompt.trim() === '') {
    throw invalidParam('prompt', `a non-empty prompt is required for ${generationType}`)
  }
  const max = caps.prompt_max_chars
  if (typeof max === 'number' && prompt.length > max) {
    throw apiError(
      'prompt_too_long',
      `prompt has ${prompt.length} characters; ${id} allows at most ${max}`,
      {
        param: 'prompt',
        max_chars: max,
        length: prompt.length,
      },
    )
  }
  if (body.negative_prompt && !caps.supports_negative_prompt) {
    throw invalidParam(
      'negative_prompt',
      `${id} does not support negative_prompt (send it empty or leave it out)`,
    )
  }
  if (body.sound === true && caps.video_audio !== 'toggle_via_sound_param') {
    const why = caps.video_audio === 'included' ? 'always includes audio' : 'produces no audio'
    throw invalidParam(
      'sound',
      `${id} ${why}; sound: true is only for models whose video_audio is toggle_via_sound_param`,
    )
  }
  if (body.fixed_lens === true && entry.model.model_type !== 'video') {
    throw invalidParam('fixed_lens', 'fixed_lens applies to video models only')
  }
}
