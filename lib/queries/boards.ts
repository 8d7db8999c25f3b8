import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  MAX_REFS_PER_WRITE,
  Board,
  BoardItemsAnswer,
  BoardsAnswer,
  StarsAnswer,
  type OutputRef,
} from '@/lib/studio-api/boards'
import { studioPaths } from '@/lib/studio-api/routes'
import { apiRequest } from '@/lib/http/request'

/** A write's answer: `{ ok: true }` or the changed board; only the board is read. */
const OkAnswer = z.looseObject({})

const KEY = ['workspace', 'boards'] as const

/** The boards list's key and schema, shared with the board pages' first read on the server. */
export const BOARDS_READ = { queryKey: [...KEY, 'list'], schema: BoardsAnswer } as const
/** The starred outputs' key and schema, shared with the gallery's first read on the server. */
export const STARS_READ = { queryKey: [...KEY, 'stars'], schema: StarsAnswer } as const

/** One board's key and schema, shared with the board page's first read on the server. */
export const boardRead = (id: string) =>
  ({ queryKey: [...KEY, 'board', id], schema: BoardItemsAnswer }) as const

export const boardsQueryOptions = () =>
  queryOptions({
    queryKey: BOARDS_READ.queryKey,
    queryFn: ({ signal }) => apiRequest(studioPaths.boards, { schema: BOARDS_READ.schema, signal }),
  })

export const starsQueryOptions = () =>
  queryOptions({
    queryKey: STARS_READ.queryKey,
    queryFn: ({ signal }) => apiRequest(studioPaths.stars, { schema: STARS_READ.schema, signal }),
  })

export const boardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: boardRead(id).queryKey,
    queryFn: ({ signal }) =>
      apiRequest(studioPaths.board(id), { schema: boardRead(id).schema, signal }),
    retry: false,
  })

export const useBoards = () => useQuery(boardsQueryOptions())
export const useStars = () => useQuery(starsQueryOptions())
export const useBoard = (id: string | null) =>
  useQuery({ ...boardQueryOptions(id ?? ''), enabled: Boolean(id) })

function useBoardsMutation<I, R>(run: (input: I) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

export const useCreateBoard = () =>
  useBoardsMutation(async (name: string) => {
    const answer = await apiRequest(studioPaths.boards, {
      schema: OkAnswer.extend({ board: Board }),
      method: 'POST',
      body: { name },
    })
    return answer.board
  })

export const useRenameBoard = () =>
  useBoardsMutation(({ id, name }: { id: string; name: string }) =>
    apiRequest(studioPaths.board(id), { schema: OkAnswer, method: 'PATCH', body: { name } }),
  )

export const useDeleteBoard = () =>
  useBoardsMutation((id: string) =>
    apiRequest(studioPaths.board(id), { schema: OkAnswer, method: 'DELETE' }),
  )

/**
 * Sends a selection of any size as writes of at most `MAX_REFS_PER_WRITE` outputs each (the
 * route's bound), one after the other; the first refusal stops the rest.
 */
export async function inWrites(
  items: readonly OutputRef[],
  send: (batch: OutputRef[]) => Promise<unknown>,
): Promise<void> {
  for (let at = 0; at < items.length; at += MAX_REFS_PER_WRITE) {
    await send(items.slice(at, at + MAX_REFS_PER_WRITE))
  }
}

export const useAddToBoard = () =>
  useBoardsMutation(({ id, items }: { id: string; items: OutputRef[] }) =>
    inWrites(items, (batch) =>
      apiRequest(studioPaths.boardItems(id), {
        schema: OkAnswer,
        method: 'POST',
        body: { items: batch },
      }),
    ),
  )

export const useRemoveFromBoard = () =>
  useBoardsMutation(({ id, items }: { id: string; items: OutputRef[] }) =>
    inWrites(items, (batch) =>
      apiRequest(studioPaths.boardItems(id), {
        schema: OkAnswer,
        method: 'DELETE',
        body: { items: batch },
      }),
    ),
  )

/** Stars (or unstars) outputs; the list shows the change at once and is read again after. */
export function useSetStars() {
  const queryClient = useQueryClient()
  const key = starsQueryOptions().queryKey
  return useMutation({
    mutationFn: ({ items, starred }: { items: OutputRef[]; starred: boolean }) =>
      inWrites(items, (batch) =>
        apiRequest(studioPaths.stars, {
          schema: OkAnswer,
          method: 'PUT',
          body: { items: batch, starred },
        }),
      ),
    retry: false,
    onMutate: async ({ items, starred }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData(key)
      const same = (a: OutputRef, b: OutputRef) => a.kind === b.kind && a.id === b.id
      const rest = (before?.stars ?? []).filter((s) => !items.some((i) => same(i, s)))
      queryClient.setQueryData(key, { stars: starred ? [...items, ...rest] : rest })
      return { before }
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
