import { describe, expect, it } from 'vitest'
import { byCodeUnits, byWords } from './compare'

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

describe('byWords', () => {
  it('sorts English labels as a collator does, capitals beside their small letters', () => {
    const labels = ['veo 3', 'Suno v5', 'image to video', 'Dialogue v3', 'audio', 'Veo 3 fast', 'b']
    const collated = [...labels].sort((a, b) => a.localeCompare(b, 'en'))
    expect([...labels].sort(byWords)).toEqual(collated)
    expect(['b', 'B', 'a'].sort(byWords)).toEqual(['a', 'B', 'b'])
    expect(byWords('same', 'same')).toBe(0)
  })
})
