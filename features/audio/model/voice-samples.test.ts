// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { browserCache } from '@/lib/browser-cache'
import { sampleOf, voiceSamples } from './voice-samples'

let account = 0
beforeEach(() => {
  account += 1
  browserCache.setScope(`account-${account}`)
})

describe('voice samples', () => {
  it('finds a voice’s sample on its own model only', () => {
    const kept = [{ model: 'v3', voice: 'Rachel', generationId: 'g1' }]
    expect(sampleOf(kept, 'v3', 'Rachel')?.generationId).toBe('g1')
    expect(sampleOf(kept, 'v2', 'Rachel')).toBeNull()
    expect(sampleOf(kept, 'v3', 'Adam')).toBeNull()
  })

  it('keeps one sample per voice per account, and drops a corrupt entry', () => {
    voiceSamples.add({ model: 'v3', voice: 'Rachel', generationId: 'g1' })
    voiceSamples.add({ model: 'v3', voice: 'Rachel', generationId: 'g2' })
    expect(voiceSamples.current()).toEqual([{ model: 'v3', voice: 'Rachel', generationId: 'g2' }])
    browserCache.write('voice-samples', [{ model: 'v3' }, ...voiceSamples.current()])
    expect(voiceSamples.reload()).toHaveLength(1)
    // Another account on the same browser hears none of them.
    browserCache.setScope('someone-else')
    expect(voiceSamples.current()).toEqual([])
  })
})
