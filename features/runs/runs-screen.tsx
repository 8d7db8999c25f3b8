'use client'

import dynamic from 'next/dynamic'
import { Link } from '@/components/ui/link'
import { RunList } from './run-list'

// The builder (its rules: alternatives, the models' forms, prices, pacing) loads once the page is
// live, as Create's form does, so /runs keeps to the first-load budget (docs/performance.md).
const RunBuilder = dynamic(() => import('./run-builder').then((m) => m.RunBuilder), {
  ssr: false,
  loading: () => (
    <p className="min-h-96 text-sm text-ink-muted" role="status">
      Loading the run builder…
    </p>
  ),
})

/** Runs: the builder first (the focal thing), then the runs already going or done. */
export function RunsScreen() {
  return (
    <div className="space-y-gutter">
      <p className="text-sm text-ink-muted">
        Songs and speech run too: “Make a run” beside Generate on the{' '}
        <Link href="/audio" className="text-accent underline">
          Audio page
        </Link>
        .
      </p>
      <RunBuilder />
      <RunList />
    </div>
  )
}
