'use client'

import { Dialog } from '@/components/ui/dialog'
import type { RunSeed } from '@/lib/forms/run-seed'
import { RunBuilder } from './run-builder'

/** The run builder over Create's feed, the same builder as /runs, started from the composer. */
export function RunDialog({ seed, onClose }: { seed: RunSeed; onClose: () => void }) {
  return (
    <Dialog
      open
      size="xl"
      onOpenChange={(open) => !open && onClose()}
      title="Make a run"
      description="Variations, alternatives and other models for this prompt, priced before anything is sent."
    >
      <RunBuilder initial={seed} onStarted={onClose} />
    </Dialog>
  )
}
