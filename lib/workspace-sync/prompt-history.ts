import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { PromptHistoryPage } from '@/lib/studio-api/prompt-history'
import { studioPaths } from '@/lib/studio-api/routes'
import { promptHistoryKey } from './past-prompt'
import { apiRequest } from '@/lib/http/request'

const PAGE_SIZE = 20

/**
 * Past prompts of this account, newest first, whose words contain `search` (any case), a page
 * at a time (`fetchNextPage`). For the history popover and the command palette alike.
 */
export function usePromptHistory({ search = '', enabled = true } = {}) {
  const q = search.trim()
  const query = useInfiniteQuery({
    queryKey: [...promptHistoryKey(), 'list', q],
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ q, limit: String(PAGE_SIZE) })
      if (pageParam) params.set('before', pageParam)
      return apiRequest(`${studioPaths.prompts}?${params}`, { schema: PromptHistoryPage })
    },
    getNextPageParam: (page) => page.next,
    staleTime: 0,
  })
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? []
  return { ...query, entries }
}

/** Forgets one past prompt (the outputs it made stay where they are). */
export function useDeletePromptEntry() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(studioPaths.prompt(id), {
        schema: z.object({ removed: z.boolean() }),
        method: 'DELETE',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: promptHistoryKey() }),
  })
}
