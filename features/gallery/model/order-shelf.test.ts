import { describe, expect, it } from 'vitest'
import type { GenerationView } from '@/lib/jobs/generation-view'
import { galleryLayout } from './order-shelf'

const item = (id: string, over: Partial<GenerationView> = {}) =>
  ({ id, isPremiumOrder: false, phase: 'completed', ...over }) as GenerationView

describe('galleryLayout: orders on a shelf, media in the grid', () => {
  const history = [
    item('img'),
    item('ord1', { isPremiumOrder: true, phase: 'needs_answer' }),
    item('vid'),
    item('ord2', { isPremiumOrder: true }),
    item('ord3', { isPremiumOrder: true, phase: 'needs_answer' }),
  ]

  it('keeps premium orders out of the grid and counts those waiting for an answer', () => {
    const layout = galleryLayout(history, '')
    expect(layout.tiles.map((g) => g.id)).toEqual(['img', 'vid'])
    expect(layout.orders.map((g) => g.id)).toEqual(['ord1', 'ord2', 'ord3'])
    expect(layout.waiting).toBe(2)
  })

  it('shows them in the grid when the type filter asks for premium orders', () => {
    const layout = galleryLayout(history, 'premium-video')
    expect(layout.tiles).toHaveLength(5)
    expect(layout.orders).toEqual([])
  })
})
