import type { MediaKind } from '@/lib/api/media-kinds'
import type { Model } from '@/lib/api/models'
import { MEDIA_KINDS } from './generation-types'
import { mediaFields } from './media-fields'
import { mediaDefaults, type MediaFormValues } from './media-values'
import { typeTaking } from './prefill'

export interface CarriedSelection {
  /** The values for the new model, its generation type switched to one that takes the sources. */
  values: Partial<MediaFormValues>
  /** Kinds of source the new model cannot take (all of them, or past its limit): never silent. */
  leftOut: MediaKind[]
}

const filled = (urls: readonly string[] | undefined) => (urls ?? []).filter(Boolean)

/** The kinds of source the values hold, images first (the service reads them in that order). */
export function heldKinds(values: Partial<MediaFormValues>): MediaKind[] {
  return MEDIA_KINDS.filter((kind) => filled(values.sources?.[kind]).length > 0)
}

function typeTakesAll(model: Model, type: string, kinds: readonly MediaKind[]): boolean {
  const sources = mediaFields(model, type).find((f) => f.kind === 'sources')
  return sources?.kind === 'sources' && kinds.every((k) => sources.groups.some((g) => g.kind === k))
}

/**
 * What the form holds, moved to another model without dropping a source in silence: a generation
 * type that takes the sources replaces one that takes none (an image chosen for a video model
 * makes it image-to-video), and what the model still cannot take is named.
 */
export function carrySources(model: Model, values: Partial<MediaFormValues>): CarriedSelection {
  const kinds = heldKinds(values)
  if (kinds.length === 0) return { values, leftOut: [] }
  const current = values.generation_type
  const keeps =
    current !== undefined &&
    (model.generation_types ?? []).includes(current) &&
    typeTakesAll(model, current, kinds)
  const type = keeps ? current : typeTaking(model, kinds[0]!)
  const carried = type ? { ...values, generation_type: type } : values
  const kept = mediaDefaults(model, carried).sources
  const leftOut = kinds.filter(
    (k) => kept[k].filter(Boolean).length < filled(values.sources?.[k]).length,
  )
  return { values: carried, leftOut }
}
