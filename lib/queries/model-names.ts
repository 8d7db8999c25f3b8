import { useQuery } from '@tanstack/react-query'
import type { ModelsListResponse } from '@/lib/api/models'
import { modelInWords } from '@/lib/catalog/catalog-words'
import { modelsQueryOptions } from '@/lib/queries/models'

export type ModelNamer = (id: string | null | undefined) => string

/**
 * How a model is named on screen (docs/architecture.md, "Human words"): the catalog's display name, else
 * its id in words (`modelInWords`), never the id itself. An empty or missing id names nothing.
 */
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
