import type { GenerationStatus } from '@/lib/api/generations'
import type { MediaKind } from '@/lib/api/media-kinds'
import type { Model } from '@/lib/api/models'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { firstModelTaking, formModelOf, lookUpModel } from '@/lib/forms/model-choice'
import { remixOf, typeTaking, withSource } from '@/lib/forms/prefill'
import { serviceKindOfUrl } from '@/lib/forms/source-rules'

export interface CreateParams {
  /** `?model=<model_id>` */
  model?: string | null
  /** `?source=<url>` */
  source?: string | null
  /** The status record `?remix=<generation_id>` loaded. */
  remix?: GenerationStatus | null
}

export interface Selection {
  /** Sent as `model`: a catalog id, or (from a link or a remix) a name the catalog does not list. */
  modelId: string
  values: Partial<MediaFormValues>
}

export interface InitialSelection extends Selection {
  /** `source` was given but no model here takes its kind: it was left out. */
  unusableSource: MediaKind | null
}

/**
 * Where the Create page starts, from its URL contracts: a remix gives model and values, `model`
 * a model, `source` a first source (and, when nothing names a model, the first model taking it).
 */
export function initialSelection(models: readonly Model[], params: CreateParams): InitialSelection {
  const remix = params.remix ? remixOf(params.remix) : null
  let modelId = remix?.model ?? params.model ?? null
  let values = remix?.values ?? {}
  let unusableSource: MediaKind | null = null
  if (params.source) {
    const kind = serviceKindOfUrl(params.source)
    modelId ??= firstModelTaking(models, kind)?.model_id ?? null
    const target = modelId ? formModelOf(lookUpModel(models, modelId)) : null
    if (target && typeTaking(target, kind)) values = withSource(target, params.source, values)
    else unusableSource = kind
  }
  return { modelId: modelId ?? models[0]?.model_id ?? '', values, unusableSource }
}
