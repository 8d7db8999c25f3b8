'use client'

import { Dialog } from '@/components/ui/dialog'
import type { AudioRunSeed } from '@/lib/forms/audio-run-seed'
import { AudioRunBuilder } from './audio-run-builder'

const TITLES = { music: 'Make a run of songs', speech: 'Make a run of speech' } as const

/** The audio run builder over the Audio page, started from its song or speech form. */
export function AudioRunDialog({ seed, onClose }: { seed: AudioRunSeed; onClose: () => void }) {
  return (
    <Dialog
      open
      size="xl"
      onOpenChange={(open) => !open && onClose()}
      title={TITLES[seed.kind]}
      description="Variations and alternatives of what is in the form, priced before anything is sent. The studio sends them at the pace the service allows, with this tab open or not."
    >
      <AudioRunBuilder seed={seed} onStarted={onClose} />
    </Dialog>
  )
}
