import type { ProblemWords } from '@/lib/errors/problem'
import type { MediaFieldName } from '@/lib/forms/media-values'

/** Where a refusal of a media start lands: a form field, or the model picker. */
export type ErrorTarget = MediaFieldName | 'model'

/** Targets whose value is one string of a list, so `valid_values` can become a picker. */
const PICK_TARGETS = [
  'model',
  'generation_type',
  'aspect_ratio',
  'duration',
  'resolution',
  'quality',
] as const satisfies readonly ErrorTarget[]
export type PickTarget = (typeof PICK_TARGETS)[number]
export const isPickTarget = (target: string): target is PickTarget =>
  (PICK_TARGETS as readonly string[]).includes(target)

/** Request parameters and the form field that edits each. */
const PARAM_TARGETS: Record<string, ErrorTarget> = {
  model: 'model',
  prompt: 'prompt',
  negative_prompt: 'negative_prompt',
  generation_type: 'generation_type',
  aspect_ratio: 'aspect_ratio',
  duration: 'duration',
  resolution: 'resolution',
  quality: 'quality',
  sound: 'sound',
  source_media_urls: 'sources',
}

/** Codes that name their field even when the body has no `param`. */
const CODE_TARGETS: Record<string, ErrorTarget> = {
  unsupported_aspect: 'aspect_ratio',
  unsupported_quality: 'quality',
  unsupported_resolution: 'resolution',
  variant_required: 'model',
  prompt_too_long: 'prompt',
  too_many_input_images: 'sources',
  invalid_model: 'model',
  model_disabled: 'model',
  model_not_found: 'model',
  missing_input: 'sources',
}

/** `source_media_urls[1]` and `body.prompt` name the fields `source_media_urls` and `prompt`. */
export function targetOfParam(param: unknown): ErrorTarget | null {
  if (typeof param !== 'string') return null
  const name = param.replace(/^body\./, '').split(/[.[]/)[0] ?? ''
  return PARAM_TARGETS[name] ?? null
}

/** A media form's refusal (docs/service-contract.md §7): on its field, with a picker when it lists values. */
export const MEDIA_WORDS: ProblemWords<ErrorTarget> = {
  fieldOf: (param, code) => targetOfParam(param) ?? (code ? (CODE_TARGETS[code] ?? null) : null),
  pickable: PICK_TARGETS,
}
