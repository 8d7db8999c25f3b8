import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { JobKind } from '@/lib/api/job-kind-names'
import { apiRequest } from '@/lib/http/request'
import { ResultMarks, type MarksBody } from '@/lib/studio-api/result-marks'
import { studioPaths } from '@/lib/studio-api/routes'
import { SEARCH_KEY as KEY } from './search'

const marksKey = (kind: JobKind, id: string) => [...KEY, 'marks', kind, id] as const

/** One result's tags and rating. */
export function useResultMarks(kind: JobKind, id: string) {
  return useQuery({
    queryKey: marksKey(kind, id),
    queryFn: ({ signal }) =>
      apiRequest(`${studioPaths.marks}?${new URLSearchParams({ kind, id })}`, {
        schema: ResultMarks,
        signal,
      }),
  })
}

/** Sets a result's tags or rating; the result's marks and every search are read again after. */
export function useSaveMarks() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: MarksBody) =>
      apiRequest(studioPaths.marks, { method: 'PUT', body, schema: ResultMarks }),
    onSuccess: (marks, body) => client.setQueryData(marksKey(body.kind, body.id), marks),
    onSettled: () => client.invalidateQueries({ queryKey: [...KEY, 'results'] }),
  })
}
