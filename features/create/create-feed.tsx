'use client'

import dynamic from 'next/dynamic'
import { createContext, useContext, type ReactNode } from 'react'
import type { Model } from '@/lib/api/models'

// The feed (a window virtualizer, the runs and their next steps) is its own chunk, loaded beside
// the page once it is live: the composer comes first. Until then the newest result the page was
// served with stands in its place (./newest-result.tsx).
const ServedNewest = createContext<ReactNode>(null)
const FeedList = dynamic(() => import('./feed-list').then((m) => m.FeedList), {
  ssr: false,
  loading: function NewestWhileLoading() {
    return (
      useContext(ServedNewest) ?? <p className="text-sm text-ink-muted">Loading your results…</p>
    )
  },
})

/**
 * Create's feed, under the composer: every image and video run of the account, newest first, the
 * newest taking most of the first screen (`--focal-room`: all the height the composer leaves on a
 * wide screen, most of a phone's; `--words-room`: what the run's words take beside it).
 */
export function CreateFeed({
  models,
  newest = null,
}: {
  models: readonly Model[]
  /** The newest result, rendered on the server (./newest-result.tsx), or null. */
  newest?: ReactNode
}) {
  return (
    <section
      aria-labelledby="create-results-title"
      className="min-h-40 pt-2 [--focal-room:62svh] [--words-room:0px] lg:[--focal-room:calc(100svh-14.5rem)] lg:[--words-room:20rem]"
    >
      <h2 id="create-results-title" className="sr-only">
        Results
      </h2>
      <ServedNewest.Provider value={newest}>
        <FeedList models={models} />
      </ServedNewest.Provider>
    </section>
  )
}
