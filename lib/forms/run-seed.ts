import { handOver } from './hand-over'
import type { MediaFormValues } from './media-values'

/**
 * Create's composer, handed to a run: its prompt, its model and the settings it has, set when the
 * creator asks to make a run of them (features/create/run-entry.tsx) and taken by the run builder
 * Create's page places (features/runs/run-from-create.tsx). Two features meet through it as
 * Create and its board picker meet through `chosenBoard` (lib/jobs/chosen-board.ts).
 */
export interface RunSeed {
  prompt: string
  model: string
  /** The composer's choices (aspect ratio, duration, …): each model keeps those it takes. */
  settings: Partial<MediaFormValues>
}

export const runSeed = handOver<RunSeed>()

/** The composer's values as a run's settings: no prompt, sources or kind of generation. */
export function seedSettings(values: MediaFormValues): Partial<MediaFormValues> {
  const { prompt: _prompt, sources: _sources, generation_type: _type, ...choices } = values
  return choices
}
