import { describe, expect, it } from 'vitest'
import { extendSnapshotOf } from '@/lib/workspace-sync/snapshot-of-start'
import { extendValuesOf } from './extend-prefill'

describe('the extend tool from a past prompt', () => {
  it('reads the extend tool as its start is kept', () => {
    const extend = extendSnapshotOf({ prompt: 'the wave breaks', tier: 'fast' }, 'veo3_fast')
    expect(extend).toMatchObject({
      form: 'extend',
      prompt: 'the wave breaks',
      options: { tier: 'fast' },
    })
    expect(
      extendValuesOf(extend, { prompt: '', tier: undefined, source_generation_id: 'g1' }),
    ).toEqual({ prompt: 'the wave breaks', tier: 'fast', source_generation_id: 'g1' })
    const unsold = { ...extend, options: { tier: 'gold' } }
    expect(extendValuesOf(unsold, { prompt: '', tier: 'lite' }).tier).toBe('lite')
  })
})
