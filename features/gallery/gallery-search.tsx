'use client'

import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { coverageWords, matchWords } from '@/lib/media/search-words'
import type { useSearch } from '@/lib/queries/search'

type Found = ReturnType<typeof useSearch>

/** How many matched and what the index holds, above the results. */
export function SearchSummary({ found }: { found: Found }) {
  if (found.isPending) return <>Searching…</>
  if (!found.first) return null
  const coverage = coverageWords(found.first.coverage)
  // Nothing found: the empty state says so; the line says only what was searched.
  if (found.first.total?.count === 0) return <>{coverage}</>
  return (
    <>
      {matchWords(found.first.total, found.hits.length, found.first.ranked)}. {coverage}
    </>
  )
}

/** Nothing matched: said in words, with the ways back. */
export function SearchEmpty({
  q,
  filtered,
  onClearSearch,
  onClearAll,
}: {
  q: string
  filtered: boolean
  onClearSearch: () => void
  onClearAll: () => void
}) {
  return (
    <EmptyState title={q ? `Nothing you made matches “${q}”` : 'Nothing matches these filters'}>
      <p>Try fewer or other words, part of a word, or fewer filters.</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {q ? (
          <Button variant="secondary" onClick={onClearSearch}>
            Clear the search
          </Button>
        ) : null}
        {filtered ? (
          <Button variant="ghost" onClick={onClearAll}>
            Show everything
          </Button>
        ) : null}
      </div>
    </EmptyState>
  )
}

/** The next page of results, on request (the grid holds what is read so far). */
export function MoreResults({ found }: { found: Found }) {
  if (!found.hasNextPage) return null
  return (
    <div className="flex justify-center">
      <Button
        variant="secondary"
        disabled={found.isFetchingNextPage}
        onClick={() => void found.fetchNextPage()}
      >
        {found.isFetchingNextPage ? 'Loading more results…' : 'Show more results'}
      </Button>
    </div>
  )
}
