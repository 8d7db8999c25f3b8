import { describe, expect, it } from 'vitest'
import { byCodeUnits } from './compare'

describe('byCodeUnits', () => {
  it('sorts ISO times by time and ids by their characters', () => {
    const times = ['2026-11-27T10:00:00Z', '2026-01-02T00:00:00Z', '2026-11-27T09:59:59Z']
    expect([...times].sort(byCodeUnits)).toEqual([
      '2026-01-02T00:00:00Z',
      '2026-11-27T09:59:59Z',
      '2026-11-27T10:00:00Z',
    ])
    expect(['b-2', 'B-1', 'a-10', 'a-1'].sort(byCodeUnits)).toEqual(['B-1', 'a-1', 'a-10', 'b-2'])
    expect(byCodeUnits('same', 'same')).toBe(0)
  })
})
