import type { OutputRef } from '@/lib/studio-api/boards'

/**
 * Which of the account's collections the gallery shows, kept in the URL so it can be linked:
 * `?board=<id>` (one board) and `?starred=1` (starred outputs only).
 */
export interface Collection {
  board: string
  starred: boolean
}

type SearchParamsLike = Pick<URLSearchParams, 'get'>

export function collectionFromSearch(params: SearchParamsLike): Collection {
  return { board: params.get('board')?.trim() ?? '', starred: params.get('starred') === '1' }
}

/** The URL changes for a new collection (null removes a parameter). */
export function collectionSearch(changes: Partial<Collection>): Record<string, string | null> {
  const out: Record<string, string | null> = {}
  if (changes.board !== undefined) out.board = changes.board || null
  if (changes.starred !== undefined) out.starred = changes.starred ? '1' : null
  return out
}

/** The ids a collection keeps: null when it keeps everything (no board, not starred only). */
export function collectionIds(
  collection: Collection,
  boardItems: readonly OutputRef[] | undefined,
  stars: readonly OutputRef[] | undefined,
): ReadonlySet<string> | null {
  let ids: Set<string> | null = null
  const narrow = (refs: readonly OutputRef[]) => {
    const next = new Set(refs.map((r) => r.id))
    ids = ids ? new Set([...ids].filter((id) => next.has(id))) : next
  }
  if (collection.board) narrow(boardItems ?? [])
  if (collection.starred) narrow(stars ?? [])
  return ids
}
