import type { Catalog, CatalogEntry } from '../../catalog'
import { apiError } from '../../http/api-error'

const MEDIA_TYPES = ['image', 'video']

/**
 * The concrete catalog entry a media request names. Family names give variant_required, unknown
 * ids and non-media models invalid_model, unavailable models model_disabled.
 */
export function resolveMediaModel(catalog: Catalog, id: string): CatalogEntry {
  const entry = catalog.entry(id)
  if (!entry) {
    const family = catalog.family(id)
    if (family) {
      const recommended = family.variants[0] ?? ''
      throw apiError(
        'variant_required',
        `'${id}' is a model family, not a model id; choose one of its variants`,
        {
          param: 'model',
          family: id,
          available_variants: family.variants,
          recommended_variant: recommended,
          valid_values: family.variants,
          hint: `Send "model": "${recommended}" (or another of available_variants). No credits were deducted.`,
        },
      )
    }
    throw apiError('invalid_model', `Unknown model '${id}'`, {
      param: 'model',
      hint: 'Copy a model_id from GET /v1/models?model_type=image or ?model_type=video',
    })
  }
  const type = entry.model.model_type
  if (!catalog.isEnabled(id)) {
    const enabled = catalog.idsOfType(type)
    throw apiError('model_disabled', `Model '${id}' is currently unavailable`, {
      param: 'model',
      valid_values: enabled,
      hint: `Use one of: ${enabled.join(', ')}`,
    })
  }
  if (!MEDIA_TYPES.includes(type)) {
    throw apiError(
      'invalid_model',
      `'${id}' is a ${type} model; /v1/generate/media takes image and video models`,
      {
        param: 'model',
        hint: 'Copy a model_id from GET /v1/models?model_type=image or ?model_type=video',
      },
    )
  }
  return entry
}
