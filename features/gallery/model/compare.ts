import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'

/** One output picked for side-by-side comparison. */
export interface CompareEntry {
  key: string
  generation: GenerationView
  output: OutputView
}

export const COMPARE_SIZE = 2

export function compareKey(generationId: string, outputId: string): string {
  return `${generationId}:${outputId}`
}

export function compareEntry(generation: GenerationView, output: OutputView): CompareEntry {
  return { key: compareKey(generation.id, output.id), generation, output }
}

/** Adds or removes an entry; a third pick replaces the oldest, so the latest two are compared. */
export function toggleCompare(
  entries: readonly CompareEntry[],
  entry: CompareEntry,
): CompareEntry[] {
  if (entries.some((e) => e.key === entry.key)) return entries.filter((e) => e.key !== entry.key)
  return [...entries, entry].slice(-COMPARE_SIZE)
}

/** The output a tile stands for: the first one with something to show. */
export function leadOutput(generation: GenerationView): OutputView | null {
  return generation.outputs.find((o) => o.url) ?? null
}
