import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import { legacyJobs, legacySubmissions, planCarryOver } from './legacy-carry-over'

const NOW = Date.parse('2026-03-01T12:00:00.000Z')
const job = (id: string) => ({
  id,
  kind: 'media' as const,
  model: 'flux-dev',
  label: `job ${id}`,
  startedAt: '2026-03-01T11:00:00.000Z',
})
const submission = (key: string, prompt: string) => ({
  key,
  kind: 'media' as const,
  model: 'flux-dev',
  label: prompt,
  prompt,
  sentAt: '2026-03-01T11:50:00.000Z',
})
const listed = (id: string, prompt: string): GenerationStatus => ({
  id,
  status: 'completed',
  model: 'flux-dev',
  prompt,
  created_at: '2026-03-01T11:50:05.000Z',
  outputs: [],
})

describe('carrying over what an older studio kept', () => {
  it('keeps only the jobs whose status this key could read', () => {
    const carried = planCarryOver(
      { jobs: [job('mine'), job('theirs')], pending: [] },
      new Set(['mine']),
      [],
      new Set(),
      NOW,
    )
    expect(carried.map((j) => j.id)).toEqual(['mine'])
  })

  it("tracks a submission this key's history shows, drops one it does not", () => {
    const carried = planCarryOver(
      { jobs: [], pending: [submission('k1', 'a lighthouse'), submission('k2', 'a secret')] },
      new Set(),
      [listed('gen-1', 'a lighthouse')],
      new Set(),
      NOW,
    )
    expect(carried).toEqual([
      expect.objectContaining({ id: 'gen-1', kind: 'media', label: 'a lighthouse' }),
    ])
  })

  it('proves nothing with a submission without a prompt, nor twice with a job already tracked', () => {
    const carried = planCarryOver(
      { jobs: [job('mine')], pending: [submission('k1', '')] },
      new Set(['mine']),
      [listed('gen-1', 'anything')],
      new Set(['mine']),
      NOW,
    )
    expect(carried).toEqual([])
  })

  it('parses what it finds: a corrupt entry is dropped, the rest kept', () => {
    expect(legacyJobs([job('a'), { id: 7 }, 'junk']).map((j) => j.id)).toEqual(['a'])
    expect(legacyJobs({ not: 'a list' })).toEqual([])
    expect(legacySubmissions([submission('k', 'p'), null])).toHaveLength(1)
  })
})
