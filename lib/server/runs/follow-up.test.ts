import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import type { DrivenItem, DriverStore } from './driver-store'
import { followUp } from './follow-up'

// A lost answer, reconciled against the history with the browser's own rule, as pure as it gets:
// a fake service answering one history, a fake store recording what the driver settles.
const T0 = Date.parse('2026-01-01T10:00:00.000Z')
const at = (s: number) => new Date(T0 + s * 1000).toISOString()

const item = (index: number, extra: Partial<DrivenItem>): DrivenItem => ({
  runId: 'run',
  kind: 'media',
  index,
  state: 'started',
  model: 'flux-2-1K',
  prompt: 'a red kite',
  body: {},
  submissionKey: `key-${index}`,
  sentAt: T0 + index * 1000,
  jobId: null,
  ...extra,
})
const listed = (id: string, createdS: number, status = 'completed'): GenerationStatus => ({
  id,
  status,
  model: 'flux-2-1K',
  prompt: 'a red kite',
  generation_type: 'text-to-image',
  created_at: at(createdS),
})

function fakeStore(known: string[]) {
  const settled: { index: number; change: Record<string, unknown> }[] = []
  const store = {
    knownJobIds: async () => new Set(known),
    settle: async (i: { index: number }, change: Record<string, unknown>) => {
      settled.push({ index: i.index, change })
    },
  } as unknown as DriverStore
  return { store, settled }
}

describe('an answer lost, reconciled against the history', () => {
  it('gets the job made after it was sent that no other item holds, among identical prompts', async () => {
    // Four copies of one prompt answered (g1 to g4), the fifth's answer lost: its job is g5.
    const following = [
      ...[1, 2, 3, 4].map((i) => item(i, { jobId: `g${i}` })),
      item(5, { state: 'lost' }),
    ]
    const history = [5, 4, 3, 2, 1].map((i) => listed(`g${i}`, i))
    const { store, settled } = fakeStore(['g1', 'g2', 'g3', 'g4'])
    const service = {
      history: async () => history,
      status: async () => null,
      start: async () => ({ failure: 'lost' as const }),
    }
    await followUp({ service }, store, 'key', following, T0 + 10_000)
    expect(settled.find((s) => s.index === 5)?.change).toEqual({ state: 'started', jobId: 'g5' })
  })

  it('stays lost while the history may still show it, and goes again once it cannot', async () => {
    const lost = item(1, { state: 'lost', sentAt: T0 })
    const service = {
      history: async () => [],
      status: async () => null,
      start: async () => ({ failure: 'lost' as const }),
    }
    const early = fakeStore([])
    await followUp({ service }, early.store, 'key', [lost], T0 + 60_000)
    expect(early.settled).toEqual([])
    const late = fakeStore([])
    await followUp({ service }, late.store, 'key', [lost], T0 + 4 * 60_000)
    expect(late.settled).toEqual([
      { index: 1, change: { state: 'waiting', clearSubmission: true } },
    ])
  })

  it('follows the jobs made to their end: done, or failed with the service’s words', async () => {
    const following = [item(1, { jobId: 'g1' }), item(2, { jobId: 'g2' }), item(3, { jobId: 'g3' })]
    const history = [
      listed('g1', 1),
      { ...listed('g2', 2, 'failed'), error_message: 'The provider could not make it.' },
      listed('g3', 3, 'processing'),
    ]
    const { store, settled } = fakeStore(['g1', 'g2', 'g3'])
    const service = {
      history: async () => history,
      status: async () => null,
      start: async () => ({ failure: 'lost' as const }),
    }
    await followUp({ service }, store, 'key', following, T0 + 10_000)
    expect(settled).toEqual([
      { index: 1, change: { state: 'completed' } },
      { index: 2, change: { state: 'failed', reason: 'The provider could not make it.' } },
    ])
  })
})
