import type { Model } from '@/lib/api/models'

export interface ModelGroup {
  key: string
  /** The family (a grouping label, never a model id); `Models` for a run without a family. */
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
    const haystack = [
      model.model_id,
      model.display_name,
      model.provider,
      model.family,
      model.model_type,
    ]
      .filter(Boolean)
      .join(' ')
      .toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}

/**
 * Groups variants under their family in catalog order (ids compared case-insensitively: the
 * catalog varies); consecutive models without a family share one ungrouped run, so they lay out
 * in one grid instead of a row each.
 */
export function groupByFamily(models: readonly Model[]): ModelGroup[] {
  const groups: ModelGroup[] = []
  const families = new Map<string, ModelGroup>()
  for (const model of models) {
    if (model.family) {
      const key = model.family.toLowerCase()
      let family = families.get(key)
      if (!family) {
        family = { key: `family:${key}`, label: model.family, isFamily: true, models: [] }
        families.set(key, family)
        groups.push(family)
      }
      family.models.push(model)
      continue
    }
    const last = groups.at(-1)
    if (last && !last.isFamily) last.models.push(model)
    else
      groups.push({
        key: `run:${groups.length}`,
        label: 'Models',
        isFamily: false,
        models: [model],
      })
  }
  return groups
}
