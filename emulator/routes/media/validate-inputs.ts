import { mediaKindOfUrl, type MediaGenerateRequest, type MediaKind } from '@/lib/api'
import type { Catalog, CatalogEntry } from '../../catalog'
import { apiError, invalidParam } from '../../http/api-error'

export type InputCounts = Record<MediaKind, number>

const IMAGE_DRIVEN = ['image-to-image', 'image-to-video', 'first-and-last-frames']

/** The generation_type of a request: as sent (it must be the model's), else the model's default. */
export function resolveGenerationType(
  catalog: Catalog,
  entry: CatalogEntry,
  body: MediaGenerateRequest,
): string {
  const types = entry.model.generation_types ?? []
  const id = entry.model.model_id
  if (body.generation_type) {
    if (types.includes(body.generation_type)) return body.generation_type
    const family = entry.model.family ? catalog.family(entry.model.family) : undefined
    const alternatives = (family?.variants ?? []).filter((v) =>
      catalog.entry(v)?.model.generation_types?.includes(body.generation_type!),
    )
    throw apiError('invalid_model', `${id} does not do ${body.generation_type}`, {
      param: 'generation_type',
      valid_values: types,
      hint: alternatives.length
        ? `For ${body.generation_type} use ${alternatives.join(' or ')}`
        : `${id} does ${types.join(', ')}`,
    })
  }
  const hasInputs = (body.source_media_urls ?? []).length > 0
  const fromInputs = types.find((t) => !t.startsWith('text-to-'))
  if (hasInputs && fromInputs) return fromInputs
  return types.find((t) => t.startsWith('text-to-')) ?? types[0] ?? 'text-to-image'
}

/** Counts and checks source_media_urls against the model and the generation type. */
export function checkInputs(
  entry: CatalogEntry,
  urls: readonly string[],
  generationType: string,
): InputCounts {
  const caps = entry.model.capabilities ?? {}
  const accepted = entry.model.input_media_types ?? []
  const id = entry.model.model_id
  const counts: InputCounts = { image: 0, video: 0, audio: 0 }
  for (const url of urls) {
    // URLs without a telling extension are treated as images, the most common input.
    const kind = mediaKindOfUrl(url) ?? 'image'
    // Images are bounded by max_input_images below (too_many_input_images), even when it is 0.
    if (kind !== 'image' && !accepted.includes(kind)) {
      throw invalidParam('source_media_urls', `${id} does not take ${kind} input`, accepted)
    }
    counts[kind] += 1
  }
  const maxImages = caps.max_input_images ?? 0
  if (counts.image > maxImages) {
    throw apiError(
      'too_many_input_images',
      `${id} takes at most ${maxImages} input image(s); got ${counts.image}`,
      {
        param: 'source_media_urls',
        max_input_images: maxImages,
      },
    )
  }
  for (const kind of ['video', 'audio'] as const) {
    const max = caps[`max_input_${kind}s`] ?? 0
    if (counts[kind] > max)
      throw invalidParam('source_media_urls', `${id} takes at most ${max} input ${kind}(s)`)
  }
  if (urls.length && generationType.startsWith('text-to-')) {
    throw invalidParam(
      'generation_type',
      `${generationType} takes no source_media_urls`,
      entry.model.generation_types ?? [],
    )
  }
  const needsImage = IMAGE_DRIVEN.includes(generationType) && counts.image === 0
  if ((entry.model.requires_input_media && urls.length === 0) || needsImage) {
    throw apiError('missing_input', `${id} (${generationType}) requires source_media_urls`, {
      param: 'source_media_urls',
      hint: 'Upload files with POST /v1/upload/media or use asset URLs from GET /v1/assets',
    })
  }
  return counts
}
