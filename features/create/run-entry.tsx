'use client'

import { Layers } from 'lucide-react'
import { runSeed, seedSettings } from '@/lib/forms/run-seed'
import type { MediaFormValues } from '@/lib/forms/media-values'

interface RunEntryProps {
  modelId: string
  /** The composer's values as they are at the click. */
  values: () => MediaFormValues
}

/**
 * "Make a run" on the composer: its prompt, model and settings open the run builder (variations,
 * `{a|b}` alternatives, other models side by side), placed by Create's page.
 */
export function RunEntry({ modelId, values }: RunEntryProps) {
  return (
    <button
      type="button"
      onClick={() => {
        const now = values()
        runSeed.set({ prompt: now.prompt, model: modelId, settings: seedSettings(now) })
      }}
      title="Variations, alternatives and other models side by side, priced before anything is sent"
      className="inline-flex min-h-8 items-center gap-1.5 rounded-md px-2 text-caption font-medium text-ink-muted hover:bg-surface-muted hover:text-ink lg:min-h-11 lg:text-sm"
    >
      <Layers aria-hidden className="size-4 shrink-0" />
      <span aria-hidden className="lg:hidden">
        Run
      </span>
      <span className="sr-only lg:not-sr-only lg:whitespace-nowrap">Make a run</span>
    </button>
  )
}
