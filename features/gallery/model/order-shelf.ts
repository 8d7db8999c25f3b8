import { PREMIUM_GENERATION_TYPE } from '@/lib/api/generations'
import type { GenerationView } from '@/lib/jobs/generation-view'

export interface GalleryLayout {
  /** What the grid shows: media made in the studio. */
  tiles: GenerationView[]
  /** Premium orders, newest first, shown on a shelf of their own. */
  orders: GenerationView[]
  /** How many orders wait for an answer. */
  waiting: number
}

/**
 * Premium orders are briefs with a film at the end, not media made here: the gallery keeps them on
 * a shelf above the grid instead of letting them fill it. Asked for by type, they are the grid.
 */
export function galleryLayout(generations: readonly GenerationView[], type: string): GalleryLayout {
  if (type === PREMIUM_GENERATION_TYPE) return { tiles: [...generations], orders: [], waiting: 0 }
  const tiles: GenerationView[] = []
  const orders: GenerationView[] = []
  for (const generation of generations)
    (generation.isPremiumOrder ? orders : tiles).push(generation)
  return { tiles, orders, waiting: orders.filter((o) => o.phase === 'needs_answer').length }
}
