import type { GenerationStatus } from '@/lib/api/generations'
import { KNOWN_GENERATION_TYPES } from '@/lib/api/decisions'
import type { Model } from '@/lib/api/models'
import { modelInWords, modelName } from '@/lib/catalog/catalog-words'
import { byWords } from '@/lib/compare'
import { generationTypeLabel } from '@/lib/forms/labels'

export interface FilterOption {
  value: string
  label: string
}

const byLabel = (a: FilterOption, b: FilterOption) => byWords(a.label, b.label)

/**
 * Models to filter by: the live catalog, plus any model seen in the history (retired models,
 * other kinds of job) and the current choice, so a value from the URL always shows. Each is
 * named in words, the catalog's or its id read as words, never the id itself.
 */
export function modelOptions(
  catalog: readonly Model[],
  history: readonly GenerationStatus[],
  current: string,
): FilterOption[] {
  const options = new Map<string, string>()
  for (const model of catalog) options.set(model.model_id, modelName(model))
  for (const record of history) {
    if (record.model && !options.has(record.model))
      options.set(record.model, modelInWords(record.model))
  }
  if (current && !options.has(current)) options.set(current, modelInWords(current))
  return [...options].map(([value, label]) => ({ value, label })).sort(byLabel)
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
