import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { browserCache } from '@/lib/browser-cache'
import {
  PromptEntryAnswer,
  PromptHistoryPage,
  type FormSnapshot,
} from '@/lib/studio-api/prompt-history'
import { studioPaths } from '@/lib/studio-api/routes'
import { queueWrite } from './outbox'
import { studioCall } from './studio-call'

const PAGE_SIZE = 20
const historyKey = () => ['prompt-history', browserCache.scope()] as const

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`

/**
 * Keeps a prompt the service accepted in the account's history. It waits in the outbox like every
 * workspace write, so a workspace that is down loses nothing; the id made here keeps one entry
 * however often the save is sent.
 */
export function recordPrompt(snapshot: FormSnapshot, sentAt = new Date().toISOString()): void {
  queueWrite({ method: 'PUT', path: studioPaths.prompt(newId()), body: { ...snapshot, sentAt } })
}

/**
 * Past prompts of this account, newest first, whose words contain `search` (any case), a page
 * at a time (`fetchNextPage`). For the history popover and the command palette alike.
 */
export function usePromptHistory({ search = '', enabled = true } = {}) {
  const q = search.trim()
  const query = useInfiniteQuery({
    queryKey: [...historyKey(), 'list', q],
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ q, limit: String(PAGE_SIZE) })
      if (pageParam) params.set('before', pageParam)
      return studioCall(`${studioPaths.prompts}?${params}`, PromptHistoryPage)
    },
    getNextPageParam: (page) => page.next,
    staleTime: 0,
  })
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? []
  return { ...query, entries }
}

/** One past prompt by id (a link from another page: `/audio?history=<id>`). */
export function usePromptEntry(id: string | null) {
  return useQuery({
    queryKey: [...historyKey(), 'entry', id],
    enabled: Boolean(id),
    queryFn: async () => (await studioCall(studioPaths.prompt(id ?? ''), PromptEntryAnswer)).entry,
    retry: false,
  })
}

/** Forgets one past prompt (the outputs it made stay where they are). */
export function useDeletePromptEntry() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      studioCall(studioPaths.prompt(id), z.object({ removed: z.boolean() }), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: historyKey() }),
  })
}
