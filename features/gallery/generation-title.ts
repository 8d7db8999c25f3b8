import { modelInWords } from '@/lib/catalog/catalog-words'
import { generationTypeLabel } from '@/lib/forms/labels'
import type { GenerationView } from '@/lib/jobs/generation-view'

const MAX_CHARS = 80

/** A short human name for a generation: its prompt, else what made it. */
export function generationTitle(generation: GenerationView): string {
  // One line: a song's lyrics keep their line breaks in the prompt, not in a title or file name.
  const prompt = generation.prompt?.replace(/\s+/g, ' ').trim()
  if (prompt) return prompt.length > MAX_CHARS ? `${prompt.slice(0, MAX_CHARS - 1)}…` : prompt
  if (generation.isPremiumOrder) return `Premium video order ${generation.orderId ?? generation.id}`
  return madeWith(generation) || 'Untitled'
}

/** What made a generation, in words: "Wan 2.5 · Text to video". */
export function madeWith(
  generation: Pick<GenerationView, 'model' | 'generationType'>,
  modelName: (id: string) => string = modelInWords,
): string {
  return [
    generation.model ? modelName(generation.model) : null,
    generation.generationType ? generationTypeLabel(generation.generationType) : null,
  ]
    .filter(Boolean)
    .join(' · ')
}
