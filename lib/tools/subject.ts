import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'

/**
 * What the tool rules read of a generation: its view plus the request options the service echoes
 * on its status record (quality, resolution, duration, source_generation_id), which the view keeps
 * as label/value pairs (underscores read as spaces).
 */
export interface ToolSubject {
  generation: GenerationView
  output: OutputView
}

/** An echoed request option of a status record, by its wire name. */
export function echoed(generation: GenerationView, name: string): string | null {
  const label = name.replaceAll('_', ' ')
  return generation.parameters.find(([key]) => key === label)?.[1] ?? null
}

/** The generation an extend or finalize-draft job was made from, when the service echoes it. */
export const sourceGenerationIdOf = (generation: GenerationView) =>
  echoed(generation, 'source_generation_id')
