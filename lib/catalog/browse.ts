import { familyName, modelName } from './catalog-words'
import { modelSearchText } from './model-strengths'
import type { Model } from '@/lib/api/models'

export interface ModelGroup {
  /** The family (a grouping label, never a model id), or the model's own id when it has none. */
  id: string
  /** The group in words: what its variants' names share, or the lone model's name. */
  name: string
  isFamily: boolean
  models: Model[]
}

/** Model types present in the catalog, the spec's four first, then anything else it shows. */
export function modelTypesOf(models: readonly Model[]): string[] {
  const known = ['image', 'video', 'music', 'speech']
  const present = new Set(models.map((m) => m.model_type.toLowerCase()))
  return [
    ...known.filter((t) => present.has(t)),
    ...[...present].filter((t) => !known.includes(t)).sort(),
  ]
}

export function filterModels(
  models: readonly Model[],
  filter: { type?: string; query?: string },
): Model[] {
  const type = filter.type?.toLowerCase()
  const words = (filter.query ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  return models.filter((model) => {
    if (type && model.model_type.toLowerCase() !== type) return false
    const haystack = modelSearchText(model)
    return words.every((word) => haystack.includes(word))
  })
}

/**
 * Groups by family in catalog order; ids are compared case-insensitively (the catalog varies).
 * A family is named from every variant the catalog has (`catalog`), not only those a filter left.
 */
export function groupByFamily(
  models: readonly Model[],
  catalog: readonly Model[] = models,
): ModelGroup[] {
  const groups = new Map<string, ModelGroup>()
  for (const model of models) {
    const id = model.family ?? model.model_id
    const key = id.toLowerCase()
    const group = groups.get(key) ?? {
      id,
      name: model.family ? familyName(model.family, catalog) : modelName(model),
      isFamily: Boolean(model.family),
      models: [],
    }
    group.models.push(model)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/** "1 variant", "3 variants". */
export const variantCount = (n: number) => `${n} ${n === 1 ? 'variant' : 'variants'}`

/** A section of the Models page: one family, or a run of consecutive models without one. */
export interface CatalogSection {
  key: string
  /** The family's name in words, or null for a run of lone models. */
  family: string | null
  models: Model[]
}

/** Lays groups out for browsing: lone models next to each other share one section (one grid). */
export function catalogSections(groups: readonly ModelGroup[]): CatalogSection[] {
  const sections: CatalogSection[] = []
  for (const group of groups) {
    const last = sections.at(-1)
    if (!group.isFamily && last && last.family === null) last.models.push(...group.models)
    else
      sections.push({
        key: `${group.isFamily ? 'family' : 'models'}:${group.id.toLowerCase()}`,
        family: group.isFamily ? group.name : null,
        models: [...group.models],
      })
  }
  return sections
}
