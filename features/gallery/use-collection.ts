'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { GenerationStatus } from '@/lib/api/generations'
import { collectionIds, type Collection } from '@/lib/media/collection'
import { useBoard, useStars } from '@/lib/queries/boards'

const NONE: readonly GenerationStatus[] = []

/** Outputs of a board or the stars beyond the history page are read one by one, up to this many. */
const MAX_EXTRA_READS = 60

/**
 * The account's collection the gallery narrows to (a board, the stars): which generations it
 * keeps, and those it keeps that the history page does not hold (older ones), read through the
 * service by id, so the media shown is always freshly signed.
 */
export function useCollection(collection: Collection, listed: readonly GenerationStatus[]) {
  const board = useBoard(collection.board || null)
  const stars = useStars()
  const keep = useMemo(
    () => collectionIds(collection, board.data?.items, stars.data?.stars),
    [collection, board.data, stars.data],
  )
  const missing = useMemo(() => {
    if (!keep) return []
    const have = new Set(listed.map((r) => r.id))
    return [...keep].filter((id) => !have.has(id)).slice(0, MAX_EXTRA_READS)
  }, [keep, listed])
  // Each through its own status query (shared with every other page's); the code that reads
  // them loads only when a collection holds an older output (docs/performance.md, "First load").
  const extra = useQuery({
    queryKey: ['collection-extra', ...missing],
    enabled: missing.length > 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ client }) => {
      const { generationQueryOptions } = await import('@/lib/queries/generation')
      const read = await Promise.allSettled(
        missing.map((id) => client.fetchQuery(generationQueryOptions(id))),
      )
      return read.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    },
  })
  const extraRecords: readonly GenerationStatus[] = missing.length ? (extra.data ?? NONE) : NONE
  return {
    keep,
    extraRecords,
    board: board.data?.board ?? null,
    boardError: collection.board ? board.error : null,
    stars: stars.data?.stars ?? [],
    isPending:
      (Boolean(collection.board) && board.isPending) || (collection.starred && stars.isPending),
  }
}
