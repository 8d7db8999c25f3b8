import type { GenerationStatus } from '@/lib/api/generations'
import { KNOWN_GENERATION_TYPES } from '@/lib/api/decisions'
import type { Model } from '@/lib/api/models'
import { familyName, modelInWords, modelName } from '@/lib/catalog/catalog-words'
import { formatCount } from '@/lib/format'
import { byWords } from '@/lib/compare'
import { generationTypeLabel } from '@/lib/forms/labels'

export interface FilterOption {
  value: string
  label: string
}

const byLabel = (a: FilterOption, b: FilterOption) => byWords(a.label, b.label)

/** How many results a model made, as the search index counts them (lib/studio-api/search.ts). */
export interface ModelCount {
  model: string
  family: string | null
  count: number
}

/**
 * The model filter's choices: one per family (every variant of "Veo 3.1 Fast" together), named as
 * the catalog names the family, with how many results it made; a model of no family stands alone,
 * named by the catalog or its id read as words. The current choice (from the URL) always shows.
 */
export function familyOptions(
  catalog: readonly Model[],
  counts: readonly ModelCount[],
  current: string,
): FilterOption[] {
  const families = new Map<string, { value: string; count: number }>()
  const add = (value: string, count: number) => {
    const key = value.toLowerCase()
    const held = families.get(key)
    families.set(key, { value: held?.value ?? value, count: (held?.count ?? 0) + count })
  }
  for (const entry of counts) add(entry.family ?? entry.model, entry.count)
  if (current && !families.has(current.toLowerCase())) add(current, 0)
  const nameOf = (value: string) => {
    const key = value.toLowerCase()
    if (catalog.some((m) => m.family?.toLowerCase() === key)) return familyName(value, catalog)
    const model = catalog.find((m) => m.model_id.toLowerCase() === key)
    return model ? modelName(model) : modelInWords(value)
  }
  return [...families.values()]
    .map(({ value, count }) => ({
      value,
      label: count ? `${nameOf(value)} (${formatCount(count)})` : nameOf(value),
    }))
    .sort(byLabel)
}

/**
 * Generation types: the catalog's, the ones the studio knows, those in the history, the current;
 * each in words ("Text to video"), as a tile says what made it.
 */
export function typeOptions(
  catalog: readonly Model[],
  history: readonly GenerationStatus[],
  current: string,
): FilterOption[] {
  const types = new Set<string>(KNOWN_GENERATION_TYPES)
  catalog.forEach((model) => model.generation_types?.forEach((t) => types.add(t)))
  history.forEach((record) => record.generation_type && types.add(record.generation_type))
  if (current) types.add(current)
  return [...types].map((value) => ({ value, label: generationTypeLabel(value) })).sort(byLabel)
}
