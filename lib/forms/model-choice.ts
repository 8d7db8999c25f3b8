import type { MediaKind } from '@/lib/api/media-kinds'
import type { Model } from '@/lib/api/models'
import { inputLimits } from '@/lib/forms/media-fields'
import { typeTaking } from '@/lib/forms/prefill'

/** POST /v1/generate/media takes image and video models (docs/service-contract.md §4.2). */
const MEDIA_MODEL_TYPES = new Set(['image', 'video'])

export function mediaModels(models: readonly Model[]): Model[] {
  return models.filter((m) => MEDIA_MODEL_TYPES.has(m.model_type.toLowerCase()))
}

/** What an id from a URL or a remix names in the catalog. */
export type ModelLookup =
  | { kind: 'model'; model: Model }
  | { kind: 'family'; family: string; variants: Model[] }
  | { kind: 'unknown'; id: string }

const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase()

/** Exact id first, then ignoring case (the catalog's casing varies), then a family name. */
export function lookUpModel(models: readonly Model[], id: string): ModelLookup {
  const model = models.find((m) => m.model_id === id) ?? models.find((m) => same(m.model_id, id))
  if (model) return { kind: 'model', model }
  const variants = models.filter((m) => same(m.family, id))
  if (variants.length) return { kind: 'family', family: variants[0]!.family!, variants }
  return { kind: 'unknown', id }
}

/** The entry whose capabilities build the form: the model, or a family's default variant. */
export function formModelOf(lookup: ModelLookup): Model | null {
  if (lookup.kind === 'model') return lookup.model
  return lookup.kind === 'family' ? (lookup.variants[0] ?? null) : null
}

function takes(model: Model, kind: MediaKind): boolean {
  return inputLimits(model)[kind] > 0 && Boolean(typeTaking(model, kind))
}

/** The first model that can start from a source of this kind, for `/create?source=`. */
export function firstModelTaking(models: readonly Model[], kind: MediaKind): Model | undefined {
  return models.find((m) => takes(m, kind))
}

/** Whether Create can start from this generation's model (music, speech and the rest cannot). */
export function isCreateModel(models: readonly Model[], modelId: string | null): boolean {
  return modelId !== null && lookUpModel(mediaModels(models), modelId).kind !== 'unknown'
}

/** Whether some model Create offers can take a source of this kind. */
export function isUsableSource(models: readonly Model[], kind: MediaKind): boolean {
  return firstModelTaking(mediaModels(models), kind) !== undefined
}

/** Create's models that take every kind of source in `kinds`, in catalog order. */
export function modelsTaking(models: readonly Model[], kinds: readonly MediaKind[]): Model[] {
  return mediaModels(models).filter((m) => kinds.every((kind) => takes(m, kind)))
}

/**
 * The video models that start from an image (Animate): image-to-video first, then the models
 * whose first frame is an image (first and last frames), in catalog order.
 */
export function animateModels(models: readonly Model[]): Model[] {
  const video = modelsTaking(models, ['image']).filter((m) => m.model_type === 'video')
  const animates = (m: Model) => typeTaking(m, 'image') === 'image-to-video'
  return [...video.filter(animates), ...video.filter((m) => !animates(m))]
}
