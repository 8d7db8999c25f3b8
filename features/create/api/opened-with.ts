import type { QueryClient } from '@tanstack/react-query'
import type { GenerationStatus } from '@/lib/api/generations'
import { generationQueryOptions } from '@/lib/queries/generation'
import type { Preset } from '@/lib/studio-api/presets'
import type { PromptEntry } from '@/lib/studio-api/prompt-history'
import { presetQueryOptions } from '@/lib/workspace-sync/presets'
import { promptEntryQueryOptions } from '@/lib/workspace-sync/past-prompt'

/** What a Create link names to start from (`remix`, `history`, `preset`), each its id or null. */
export interface OpenedWithIds {
  remix: string | null
  history: string | null
  preset: string | null
}

/** One of them, read: what it is, or why it could not be read. */
export interface Read<T> {
  data: T | null
  error: unknown
}

export interface OpenedWith {
  remix: Read<GenerationStatus>
  past: Read<PromptEntry>
  preset: Read<Preset>
}

async function read<T>(id: string | null, fetch: (id: string) => Promise<T>): Promise<Read<T>> {
  if (!id) return { data: null, error: null }
  try {
    return { data: await fetch(id), error: null }
  } catch (error) {
    return { data: null, error }
  }
}

/**
 * Reads what a Create link starts from, through each one's own query (their cache is shared with
 * every other page's). Loaded only when a link names one: the job kinds' schemas and the
 * workspace's presets stay out of Create's first load (docs/performance.md, "First load").
 */
export async function readOpenedWith(client: QueryClient, ids: OpenedWithIds): Promise<OpenedWith> {
  const [remix, past, preset] = await Promise.all([
    read(ids.remix, (id) => client.fetchQuery(generationQueryOptions(id))),
    read(ids.history, (id) => client.fetchQuery(promptEntryQueryOptions(id))),
    read(ids.preset, (id) => client.fetchQuery(presetQueryOptions(id))),
  ])
  return { remix, past, preset }
}
