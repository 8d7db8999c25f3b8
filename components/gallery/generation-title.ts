import type { GenerationView } from '@/lib/jobs/generation-view'

const MAX_CHARS = 80

/** A short human name for a generation: its prompt, else what made it. */
export function generationTitle(generation: GenerationView): string {
  const prompt = generation.prompt?.trim()
  if (prompt) return prompt.length > MAX_CHARS ? `${prompt.slice(0, MAX_CHARS - 1)}…` : prompt
  if (generation.isPremiumOrder) return `Premium video order ${generation.orderId ?? generation.id}`
  return [generation.model, generation.generationType].filter(Boolean).join(' · ') || generation.id
}
