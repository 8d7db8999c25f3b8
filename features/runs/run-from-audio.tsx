'use client'

import dynamic from 'next/dynamic'
import { useHandedOver } from '@/lib/forms/hand-over'
import { audioRunSeed } from '@/lib/forms/audio-run-seed'

// The builder and its dialog are never the Audio page's first-load code: they load at the first
// "Make a run" (docs/performance.md, "What a page loads first").
const AudioRunDialog = dynamic(() => import('./audio-run-dialog').then((m) => m.AudioRunDialog), {
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
 * The Audio page places this beside its forms: "Make a run" on the song or speech form opens the
 * audio run builder over the page, started from the form (lib/forms/audio-run-seed.ts), as
 * Create's page places run-from-create.tsx.
 */
export function RunFromAudio() {
  // Leaving the page forgets what it handed over (lib/forms/hand-over.ts).
  const seed = useHandedOver(audioRunSeed)
  return seed ? <AudioRunDialog seed={seed} onClose={() => audioRunSeed.set(null)} /> : null
}
