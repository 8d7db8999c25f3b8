import { useQuery } from '@tanstack/react-query'
import type { ModelsListResponse } from '@/lib/api/models'
import { modelsQueryOptions } from '@/lib/queries/models'

/**
 * How a model is named on screen (docs/design.md, human words): the catalog's display name, and
 * for a model the catalog does not name (or before it is in) its id in words, "wan-2-5" as
 * "Wan 2.5", never the id itself.
 */
export function modelInWords(id: string): string {
  // "wan-2-5" is version 2.5: a hyphen between digits reads as a dot.
  const words = id
    .replace(/(\d)-(?=\d)/g, '$1.')
    .replace(/[-_]+/g, ' ')
    .trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : id
}

export type ModelNamer = (id: string | null | undefined) => string

/** A namer over a list of catalog entries; an empty or missing id names nothing (''). */
export function modelNamer(names: ReadonlyMap<string, string> | undefined): ModelNamer {
  return (id) => (id ? (names?.get(id) ?? modelInWords(id)) : '')
}

const namesOf = (response: ModelsListResponse): ReadonlyMap<string, string> =>
  new Map(response.models.flatMap((m) => (m.display_name ? [[m.model_id, m.display_name]] : [])))

/**
 * The on-screen name of any model id, from the (shared, cached) catalog; `needed: false` reads
 * only what is already cached (the id in words until then).
 */
export function useModelName(needed = true): ModelNamer {
  const { data } = useQuery({ ...modelsQueryOptions(), enabled: needed, select: namesOf })
  return modelNamer(data)
}
