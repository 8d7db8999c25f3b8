// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AudioHistoryEntry } from '@/features/audio/model/audio-history'
import { AudioHistoryList } from './audio-history-list'

afterEach(cleanup)

// jsdom lays nothing out: give the scroll box the size a browser would (560 px tall).
const box = { clientHeight: 560, clientWidth: 800 }
const saved = Object.keys(box).map(
  (key) => [key, Object.getOwnPropertyDescriptor(Element.prototype, key)] as const,
)
beforeAll(() => {
  for (const [key, value] of Object.entries(box))
    Object.defineProperty(Element.prototype, key, { configurable: true, get: () => value })
})
afterAll(() => {
  for (const [key, descriptor] of saved)
    if (descriptor) Object.defineProperty(Element.prototype, key, descriptor)
})

const entries: AudioHistoryEntry[] = Array.from({ length: 1000 }, (_, i) => ({
  type: (['music', 'speech', 'stems'] as const)[i % 3]!,
  id: String(i),
  label: `Audio job ${i}`,
  status: 'completed',
  createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
  model: null,
}))

describe('audio history list', () => {
  it('keeps 1,000 jobs under 800 DOM nodes (virtualized)', () => {
    const { container } = render(<AudioHistoryList entries={entries} onOpen={vi.fn()} />)
    const nodes = container.querySelectorAll('*').length
    console.info(`audio history, 1,000 items: ${nodes} DOM nodes`)
    expect(nodes).toBeLessThan(800)
    expect(screen.getByRole('button', { name: 'Audio job 0' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Audio job 999' })).toBeNull()
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('1000')
  })
})
