import type { GenerationView } from '@/lib/jobs/generation-view'

/**
 * A request option the service echoes on a status record (quality, resolution, duration), which
 * the generation view keeps as label/value pairs (underscores read as spaces).
 */
export function echoed(generation: GenerationView, name: string): string | null {
  const label = name.replaceAll('_', ' ')
  return generation.parameters.find(([key]) => key === label)?.[1] ?? null
}
