import { queryOptions, useQuery } from '@tanstack/react-query'
import { browserCache } from '@/lib/browser-cache'
import { PromptEntryAnswer, type FormSnapshot } from '@/lib/studio-api/prompt-history'
import { studioPaths } from '@/lib/studio-api/routes'
import { queueWrite } from './outbox'
import { apiRequest } from '@/lib/http/request'

// One past prompt: kept when a job starts, read back when a link names it. Every form's page
// needs these two; the history's list (prompt-history.ts) loads with the popover or the palette.

/** The query key of this account's prompt history; everything under it is one account's. */
export const promptHistoryKey = () => ['prompt-history', browserCache.scope()] as const

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

/** One past prompt by id (a link from another page: `/audio?history=<id>`). */
export const promptEntryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...promptHistoryKey(), 'entry', id],
    queryFn: async () =>
      (await apiRequest(studioPaths.prompt(id), { schema: PromptEntryAnswer })).entry,
    retry: false,
  })

export function usePromptEntry(id: string | null) {
  return useQuery({ ...promptEntryQueryOptions(id ?? ''), enabled: Boolean(id) })
}
