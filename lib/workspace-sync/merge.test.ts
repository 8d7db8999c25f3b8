import { describe, expect, it } from 'vitest'
import { mergeTray } from './merge'

const job = (id: string, extra = {}) => ({
  id,
  kind: 'media' as const,
  model: 'm',
  label: id,
  startedAt: `2026-01-01T10:0${id.length}:00.000Z`,
  ...extra,
})
const pending = (key: string) => ({
  key,
  kind: 'media' as const,
  model: 'm',
  label: key,
  prompt: '',
  sentAt: '2026-01-01T10:00:00.000Z',
})

describe('mergeTray', () => {
  it('shows a job started on another device and sends up what only this browser held', () => {
    const merged = mergeTray(
      { jobs: [job('here')], pending: [pending('p-here')] },
      { jobs: [job('elsewhere')], pending: [pending('p-else')] },
    )
    expect(merged.jobs.map((j) => j.id).sort()).toEqual(['elsewhere', 'here'])
    expect(merged.pending.map((p) => p.key)).toEqual(['p-here', 'p-else'])
    expect(merged.jobsToSave.map((j) => j.id)).toEqual(['here'])
    expect(merged.pendingToSave.map((p) => p.key)).toEqual(['p-here'])
  })

  it('never sends back a finished job the workspace no longer has, so the next read agrees', () => {
    const done = job('done', { outcome: 'completed', finishedAt: '2026-01-01T10:05:00.000Z' })
    const first = mergeTray(
      { jobs: [done, job('running')], pending: [] },
      { jobs: [], pending: [] },
    )
    expect(first.jobsToSave.map((j) => j.id)).toEqual(['running'])
    const again = mergeTray(first, { jobs: first.jobsToSave, pending: [] })
    expect(again.jobsToSave).toEqual([])
  })

  it('takes an outcome another device recorded, so this one does not announce it again', () => {
    const settled = job('a', { outcome: 'completed', finishedAt: '2026-01-01T10:05:00.000Z' })
    const merged = mergeTray({ jobs: [job('a')], pending: [] }, { jobs: [settled], pending: [] })
    expect(merged.jobs).toEqual([settled])
    expect(merged.jobsToSave).toEqual([])
  })

  it("keeps this browser's outcome when the workspace has none yet", () => {
    const settled = job('a', { outcome: 'failed', finishedAt: '2026-01-01T10:05:00.000Z' })
    expect(
      mergeTray({ jobs: [settled], pending: [] }, { jobs: [job('a')], pending: [] }).jobs,
    ).toEqual([settled])
  })
})
