import { modelSearchText } from './model-strengths'
import type { Model } from '@/lib/api/models'

export interface ModelGroup {
  /** The family (a grouping label, never a model id), or the model's own id when it has none. */
  label: string
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

/** Groups by family in catalog order; ids are compared case-insensitively (the catalog varies). */
export function groupByFamily(models: readonly Model[]): ModelGroup[] {
  const groups = new Map<string, ModelGroup>()
  for (const model of models) {
    const label = model.family ?? model.model_id
    const key = label.toLowerCase()
    const group = groups.get(key) ?? { label, isFamily: Boolean(model.family), models: [] }
    group.models.push(model)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/** A section of the Models page: one family, or a run of consecutive models without one. */
export interface CatalogSection {
  key: string
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
        key: `${group.isFamily ? 'family' : 'models'}:${group.label.toLowerCase()}`,
        family: group.isFamily ? group.label : null,
        models: [...group.models],
      })
  }
  return sections
}
