import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import type { Model } from '@/lib/api/models'
import { audioHistory, sourceJobKind } from './audio-history'

const models: Model[] = [
  {
    model_id: 'text-to-dialogue-v3',
    model_type: 'speech',
    cost_per_generation: 3,
    generation_types: ['text-to-speech'],
  },
]
const item = (id: string, type: string, at: string, extra: Partial<GenerationStatus> = {}) => ({
  id,
  status: 'completed',
  generation_type: type,
  created_at: at,
  ...extra,
})

describe('audio history', () => {
  const list: GenerationStatus[] = [
    item('1001', 'text-to-music', '2026-01-01T00:00:00Z', { prompt: 'a song' }),
    item('u-1', 'text-to-image', '2026-01-03T00:00:00Z'),
    item('u-2', 'text-to-speech', '2026-01-04T00:00:00Z', { prompt: 'Hello' }),
    item('s-1', 'separation', '2026-01-02T00:00:00Z'),
    item('p-1', 'premium-video', '2026-01-05T00:00:00Z', { order_id: 'o-1' }),
  ]
  it('keeps music, speech and stems, newest first, with the id their links take', () => {
    const entries = audioHistory(list, models)
    expect(entries.map((e) => [e.type, e.id])).toEqual([
      ['speech', 'u-2'],
      ['stems', 's-1'],
      ['music', '1001'],
    ])
    expect(entries[0]!.label).toBe('Hello')
    expect(entries[2]!.label).toBe('a song')
    // Untitled: named by when it was made, never by its id.
    expect(entries[1]!.label).toMatch(/^Stems made \w{3} \d/)
    expect(entries[1]!.label).not.toContain('s-1')
  })
  it('tells the kind of a job an output came from', () => {
    expect(sourceJobKind('1001', list)).toBe('music')
    expect(sourceJobKind('u-2', list)).toBe('media')
    expect(sourceJobKind('1042', undefined)).toBe('music')
    expect(sourceJobKind('0b5a-uuid', undefined)).toBe('media')
  })
})
