'use client'

import dynamic from 'next/dynamic'
import { useHandedOver } from '@/lib/forms/hand-over'
import { runSeed } from '@/lib/forms/run-seed'

// The builder and its dialog are never Create's first-load code: they load at the first "Make a
// run" (docs/performance.md, "What a page loads first").
const RunDialog = dynamic(() => import('./run-dialog').then((m) => m.RunDialog), {
  ssr: false,
  loading: () => (
    <p
      role="status"
      className="fixed inset-x-0 top-20 z-50 mx-auto w-fit rounded-card bg-surface-raised px-4 py-2 text-sm text-ink-muted shadow-raised"
    >
      Opening the run builder…
    </p>
  ),
})

/**
 * Create's page places this beside its composer: "Make a run" there opens the run builder over
 * the feed, started from the composer's prompt, model and settings (lib/forms/run-seed.ts).
 */
export function RunFromCreate() {
  // Leaving the page forgets what it handed over (lib/forms/hand-over.ts).
  const seed = useHandedOver(runSeed)
  return seed ? <RunDialog seed={seed} onClose={() => runSeed.set(null)} /> : null
}
