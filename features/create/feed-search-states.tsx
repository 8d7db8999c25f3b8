'use client'

import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Link } from '@/components/ui/link'
import { coverageWords, shownOfMatchWords } from '@/lib/media/search-words'
import type { useSearch } from '@/lib/queries/search'

type Found = ReturnType<typeof useSearch>

/** What the feed shows of a search's results; the gallery has the other kinds. */
const FEED_KINDS: [string, string] = ['image or video', 'images and videos']

const galleryHref = (q: string) => `/gallery?${new URLSearchParams({ q })}`

/** Nothing the feed shows matches the words: said so, with the way back to the whole feed. */
export function FeedSearchEmpty({
  q,
  found,
  onClear,
}: {
  q: string
  found: Found
  onClear: () => void
}) {
  // Matches that are not images or videos (a song, a story) are the gallery's, not the feed's.
  const elsewhere = found.hits.length > 0
  return (
    <EmptyState title={`No image or video you made matches “${q}”`}>
      <p>
        {elsewhere
          ? 'Other things you made match it: songs, voices or stories are in the gallery.'
          : 'Try fewer or other words, or part of a word.'}{' '}
        {found.first ? coverageWords(found.first.coverage) : null}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={onClear}>
          Clear the search
        </Button>
        {elsewhere ? (
          <Link href={galleryHref(q)} className="self-center text-accent underline">
            Search the gallery
          </Link>
        ) : null}
      </div>
    </EmptyState>
  )
}

/** Under the feed's results: how many matched, what the index holds, more of them, the way back. */
export function FeedSearchFooter({
  q,
  found,
  shown,
  onClear,
}: {
  q: string
  found: Found
  shown: number
  onClear: () => void
}) {
  const first = found.first
  return (
    <div className="mt-8 flex flex-col items-center gap-3 text-center text-sm text-ink-muted">
      <p aria-live="polite">
        {first
          ? `“${q}”: ${shownOfMatchWords(first.total, shown, found.hits.length, first.ranked, FEED_KINDS)}. ${coverageWords(first.coverage)}`
          : null}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {found.hasNextPage ? (
          <Button
            variant="secondary"
            disabled={found.isFetchingNextPage}
            onClick={() => found.fetchNextPage()}
          >
            {found.isFetchingNextPage ? 'Loading more results…' : 'Show more results'}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClear}>
          Clear the search
        </Button>
        <Link href={galleryHref(q)} className="text-accent underline">
          Search the gallery
        </Link>
      </div>
    </div>
  )
}
