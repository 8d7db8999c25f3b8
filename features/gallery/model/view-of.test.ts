import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import { viewOf } from './view-of'

const record = (id: string) =>
  ({
    id,
    status: 'completed',
    model: 'flux-2-1K',
    prompt: `A ${id}`,
    outputs: [],
  }) as GenerationStatus

describe('viewOf', () => {
  it('hands back the same view for the same record, and a view of its own for another', () => {
    const first = record('lighthouse')
    expect(viewOf(first)).toBe(viewOf(first))
    expect(viewOf(first).prompt).toBe('A lighthouse')
    const again = record('lighthouse')
    expect(viewOf(again)).not.toBe(viewOf(first))
    expect(viewOf(again)).toEqual(viewOf(first))
  })
})
