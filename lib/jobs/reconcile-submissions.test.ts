import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import type { PendingSubmission } from './pending-submissions'
import { reconcileSubmissions } from './reconcile-submissions'

const T0 = Date.parse('2026-11-23T10:00:00.000Z')
const at = (ms: number) => new Date(T0 + ms).toISOString()

const submission = (over: Partial<PendingSubmission> = {}): PendingSubmission => ({
  key: 'k1',
  kind: 'media',
  model: 'nano-banana',
  label: 'A fox',
  prompt: 'A fox in snow',
  sentAt: at(0),
  ...over,
})

const item = (over: Partial<GenerationStatus> & { id: string }): GenerationStatus => ({
  status: 'processing',
  model: 'nano-banana',
  prompt: 'A fox in snow',
  created_at: at(800),
  ...over,
})

describe('reconciling submissions left without an answer', () => {
  it('finds the job by model, prompt and time, and tracks it under the service id', () => {
    const older = item({ id: 'old', created_at: at(-3_600_000) })
    const result = reconcileSubmissions([submission()], [older, item({ id: 'new' })], new Set(), T0)
    expect(result.found).toEqual([
      expect.objectContaining({ kind: 'media', id: 'new', createdAt: at(800) }),
    ])
    expect(result.givenUp).toEqual([])
  })

  it('never takes a job already tracked, and gives each item to one submission', () => {
    const twice = [submission({ key: 'a' }), submission({ key: 'b', sentAt: at(100) })]
    const items = [item({ id: 'one' }), item({ id: 'two', created_at: at(900) })]
    const result = reconcileSubmissions(twice, items, new Set(['one']), T0 + 1_000)
    expect(result.found.map((f) => [f.submission.key, f.id])).toEqual([['a', 'two']])
    expect(result.givenUp).toEqual([])
  })

  it('tolerates a service clock a little behind, and normalises the prompt', () => {
    const behind = item({ id: 'x', created_at: at(-30_000), prompt: ' A fox  in snow ' })
    expect(reconcileSubmissions([submission()], [behind], new Set(), T0).found).toHaveLength(1)
  })

  it('reads music and premium-style items through the kind table', () => {
    const song = item({
      id: '1042',
      model: 'V4_5',
      prompt: 'a waltz',
      generation_type: 'text-to-music',
    })
    const result = reconcileSubmissions(
      [submission({ kind: 'music', model: 'V4_5', prompt: 'a waltz' })],
      [song],
      new Set(),
      T0,
    )
    expect(result.found[0]).toMatchObject({ kind: 'music', id: '1042' })
  })

  it('gives up on what the history never shows, later for stories (listed once stitched)', () => {
    const lost = submission({ key: 'media' })
    const story = submission({ key: 'story', kind: 'story' })
    expect(reconcileSubmissions([lost, story], [], new Set(), T0 + 60_000).givenUp).toEqual([])
    const later = reconcileSubmissions([lost, story], [], new Set(), T0 + 10 * 60_000)
    expect(later.givenUp.map((s) => s.key)).toEqual(['media'])
  })
})
