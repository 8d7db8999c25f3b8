// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { browserCache } from '@/lib/browser-cache'
import { mergeVoiceSamples } from '@/lib/studio-api/voice-samples'
import { sampleOf, voiceSamples } from './voice-samples'

const writes = vi.hoisted(() => [] as unknown[])
vi.mock('@/lib/workspace-sync/outbox', () => ({
  queueWrite: (write: unknown) => writes.push(write),
}))

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

  it('sends a new sample to the account’s workspace, and takes in the other devices’ ones', () => {
    writes.length = 0
    const rachel = { model: 'v3', voice: 'Rachel', generationId: 'g1' }
    voiceSamples.add(rachel)
    expect(writes).toEqual([
      { method: 'PUT', path: '/api/studio/voice-samples', body: { samples: [rachel] } },
    ])
    // Made on another device: Drew joins; this browser's own Rachel stands.
    voiceSamples.mergeWorkspace([
      { model: 'v3', voice: 'Drew', generationId: 'g9' },
      { model: 'v3', voice: 'Rachel', generationId: 'g-other' },
    ])
    expect(sampleOf(voiceSamples.current(), 'v3', 'Drew')?.generationId).toBe('g9')
    expect(sampleOf(voiceSamples.current(), 'v3', 'Rachel')?.generationId).toBe('g1')
  })
})

describe('mergeVoiceSamples (the workspace keeps every voice once)', () => {
  it('keeps each voice once, an arriving sample in place of a kept one', () => {
    const kept = [
      { model: 'v3', voice: 'Rachel', generationId: 'failed-one' },
      { model: 'v3', voice: 'Drew', generationId: 'g2' },
    ]
    const merged = mergeVoiceSamples(kept, [{ model: 'v3', voice: 'Rachel', generationId: 'g3' }])
    expect(merged).toEqual([
      { model: 'v3', voice: 'Rachel', generationId: 'g3' },
      { model: 'v3', voice: 'Drew', generationId: 'g2' },
    ])
  })
})
