import { kindWithArticle } from '@/lib/forms/labels'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'

/**
 * A request option the service echoes on a status record (quality, resolution, duration), which
 * the generation view keeps as label/value pairs (underscores read as spaces).
 */
export function echoed(generation: GenerationView, name: string): string | null {
  const label = name.replaceAll('_', ' ')
  return generation.parameters.find(([key]) => key === label)?.[1] ?? null
}

/** Why a tool that takes one kind of media refuses an output of another, or null when it is that kind. */
export function kindRefusal(
  output: OutputView,
  wanted: 'image' | 'video',
  rule: string,
): string | null {
  if (output.kind === wanted) return null
  return `this output is ${output.kind === 'other' ? 'not media' : kindWithArticle(output.kind)}: ${rule}.`
}
