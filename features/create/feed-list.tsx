'use client'

import { useWindowVirtualizer } from '@tanstack/react-virtual'
import dynamic from 'next/dynamic'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '@/components/ui/link'
import { useNow } from '@/components/ui/use-now'
import { useToolFacts } from '@/components/media/use-tool-facts'
import type { GenerationStatus } from '@/lib/api/generations'
import type { Model } from '@/lib/api/models'
import { isFinalPhase, jobPhase } from '@/lib/jobs/job-phase'
import { isRunning } from '@/lib/jobs/tracked-jobs'
import { useStars } from '@/lib/queries/boards'
import { formatCount } from '@/lib/format'
import { RunCard } from './run-card'
import { RunGroupCard } from './run-group-card'
import { useFeedEntries } from './use-feed-entries'
import { useFeedRuns } from './use-feed-runs'

// What only a search shows (nothing found, its count, more results): with the first search.
const loadSearchParts = () => import('./feed-search-states')
const SearchEmpty = dynamic(() => loadSearchParts().then((m) => m.FeedSearchEmpty))
const SearchFooter = dynamic(() => loadSearchParts().then((m) => m.FeedSearchFooter))
// The full-size view loads when a result is first opened, never with the page.
const FeedLightbox = dynamic(() => import('./feed-lightbox').then((m) => m.FeedLightbox), {
  ssr: false,
})

const GAP = 40
/** A run's height before it is measured: the focal room, and its words under it on a phone. */
const ESTIMATE = 760

/** Where the list starts in the document, kept as the composer above it grows and shrinks. */
function useTopInDocument(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(() => {
      setTop(Math.round(element.getBoundingClientRect().top + window.scrollY))
    })
    for (const box of [element, element.parentElement, document.body])
      if (box) observer.observe(box)
    return () => observer.disconnect()
  }, [ref])
  return top
}

/**
 * The account's image and video runs, newest first, as far down as the history goes, or those its
 * search finds (`?q=`): virtualized against the window's scroll (only the runs near the screen are
 * in the page), each measured once drawn. Opening a result shows it full size, the arrows going
 * through the feed.
 */
export function FeedList({ models }: { models: readonly Model[] }) {
  const { q, setQuery, tracked, runs, pending, error, found } = useFeedRuns(models)
  const facts = useToolFacts()
  const stars = useStars()
  const now = useNow(tracked.some(isRunning))
  // A batch run's results as one group (docs/runs.md, "A run in Create's feed").
  const { entries, shown } = useFeedEntries(runs)
  const starredIds = useMemo(
    () => new Set((stars.data?.stars ?? []).map((s) => s.id)),
    [stars.data],
  )
  const listRef = useRef<HTMLOListElement>(null)
  const top = useTopInDocument(listRef)
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => ESTIMATE,
    getItemKey: (index) => entries[index]?.id ?? index,
    overscan: 2,
    gap: GAP,
    scrollMargin: top,
  })
  const [open, setOpen] = useState<{ runId: string; outputId: string } | null>(null)
  const finished = useMemo(
    () =>
      shown
        .map((run) => run.listed)
        .filter((r): r is GenerationStatus => Boolean(r && isFinalPhase(jobPhase(r)))),
    [shown],
  )

  if (pending && entries.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        {q ? 'Searching your results…' : 'Loading your results…'}
      </p>
    )
  }
  if (entries.length === 0) {
    if (q && !error && found)
      return <SearchEmpty q={q} found={found} onClear={() => setQuery('')} />
    return (
      <p className="text-sm text-ink-muted">
        {error
          ? `Your results could not be ${q ? 'searched' : 'read'} just now: ${error.message}`
          : 'What you generate appears here as it is made, ready to animate, vary, remix or download.'}
      </p>
    )
  }
  return (
    <>
      <ol ref={listRef} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const entry = entries[item.index]
          if (!entry) return null
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full"
              style={{
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              {entry.kind === 'group' ? (
                <RunGroupCard
                  group={entry}
                  onOpen={(runId, outputId) => setOpen({ runId, outputId })}
                />
              ) : (
                <RunCard
                  run={entry.run}
                  models={models}
                  facts={facts}
                  starredIds={starredIds}
                  now={now}
                  onOpen={(runId, outputId) => setOpen({ runId, outputId })}
                />
              )}
            </li>
          )
        })}
      </ol>
      {q && found ? (
        <SearchFooter q={q} found={found} shown={runs.length} onClear={() => setQuery('')} />
      ) : (
        <p className="mt-8 text-center text-sm text-ink-muted">
          {/* Generations, a batch run's included: "runs" here would read as the Runs page's. */}
          {shown.length === 1 ? 'One generation' : `${formatCount(shown.length)} generations`}, the
          newest of your history.{' '}
          <Link href="/gallery" className="text-accent underline">
            All in the gallery
          </Link>
        </p>
      )}
      {open ? (
        <FeedLightbox
          records={finished}
          open={open}
          models={models}
          facts={facts}
          starredIds={starredIds}
          onOpen={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  )
}
