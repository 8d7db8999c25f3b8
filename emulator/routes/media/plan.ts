import { estimateMediaCost, type MediaGenerateRequest } from '@/lib/api'
import type { Catalog, CatalogEntry } from '../../catalog'
import type { MediaJobParams } from '../../jobs/renderers/media'
import { imageSize, videoSize } from './dimensions'
import { resolveMediaModel } from './resolve-model'
import { checkInputs, resolveGenerationType } from './validate-inputs'
import { checkAspect, checkDuration, checkPromptAndFlags, checkTier } from './validate-options'

/** A fully validated media request: what to render and what it costs. */
export interface MediaPlan {
  entry: CatalogEntry
  generationType: string
  cost: number
  params: MediaJobParams
}

/**
 * Validates a media request against the catalog (docs/service-contract.md §1.3, §7) in a fixed order: model,
 * generation type, prompt and flags, tiers, duration, inputs. Throws the first ApiError.
 */
export function planMediaRequest(catalog: Catalog, body: MediaGenerateRequest): MediaPlan {
  const entry = resolveMediaModel(catalog, body.model)
  const model = entry.model
  const generationType = resolveGenerationType(catalog, entry, body)
  checkPromptAndFlags(entry, body, generationType)
  checkAspect(entry, body.aspect_ratio)
  checkTier(catalog, entry, 'resolution', body.resolution)
  checkTier(catalog, entry, 'quality', body.quality)
  const seconds = checkDuration(catalog, entry, body.duration)
  const inputs = checkInputs(entry, body.source_media_urls ?? [], generationType)

  const caps = model.capabilities ?? {}
  const aspect =
    body.aspect_ratio ??
    caps.aspect_ratio_options?.[0] ??
    (model.model_type === 'video' ? '16:9' : '1:1')
  const tier = body.resolution ?? entry.fixed.resolution ?? body.quality ?? entry.fixed.quality
  const seed = body.seed === null || body.seed === undefined ? {} : { seed: body.seed }
  const cost = estimateMediaCost(model, { duration: seconds, hasReferenceVideo: inputs.video > 0 })
  if (model.model_type === 'image') {
    return {
      entry,
      generationType,
      cost,
      params: { mediaType: 'image', ...imageSize(aspect, tier), ...seed },
    }
  }
  const withAudio =
    caps.video_audio === 'included' ||
    (caps.video_audio === 'toggle_via_sound_param' && body.sound === true)
  return {
    entry,
    generationType,
    cost,
    params: {
      mediaType: 'video',
      ...videoSize(aspect, tier),
      durationSeconds: seconds ?? 5,
      withAudio,
      ...seed,
      ...(tier?.endsWith('-draft') ? { draft: true } : {}),
    },
  }
}
