import { useQuery } from '@tanstack/react-query'
import { modelsQueryOptions } from '@/lib/queries/models'

/** Typical seconds per model id from the catalog, fetched only when some job needs it. */
export function useModelEstimates(needed: boolean): ReadonlyMap<string, number> {
  const { data } = useQuery({
    ...modelsQueryOptions(),
    enabled: needed,
    select: (response) =>
      new Map(
        response.models
          .filter((m) => m.estimated_time_seconds)
          .map((m) => [m.model_id, m.estimated_time_seconds as number]),
      ),
  })
  return data ?? EMPTY
}

const EMPTY: ReadonlyMap<string, number> = new Map()
