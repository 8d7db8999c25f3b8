import { describe, expect, it } from 'vitest'
import type { RunListed } from '@/lib/studio-api/runs'
import { entryRuns, feedEntries } from './feed-entries'
import type { FeedRun } from './feed-runs'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString()
const run = (id: string, minute: number): FeedRun => ({
  id,
  startedAt: at(minute),
  listed: null,
  tracked: null,
})
const batch = (
  id: string,
  minute: number,
  jobIds: string[],
  over: Partial<RunListed> = {},
): RunListed => ({
  id,
  title: `Run ${id}`,
  state: 'done',
  reason: null,
  createdAt: at(minute),
  total: 30,
  spent: 30,
  items: jobIds.length,
  sent: jobIds.length,
  settled: jobIds.length,
  nextStartAt: null,
  endTold: true,
  rowLabels: ['Prompt 1'],
  columns: ['nano-banana'],
  // Listed in the run's item order: copy 3 first here, to prove the grid sorts.
  jobs: jobIds.map((jobId, i) => ({ jobId, row: 0, column: 0, copy: jobIds.length - i })),
  ...over,
})

/** Every job id the entries show, single or grouped: none may appear twice. */
const shown = (entries: ReturnType<typeof feedEntries>) =>
  entries.flatMap((e) => entryRuns(e).map((r) => r.id))

describe('feedEntries', () => {
  it('shows a batch run as one group and none of its jobs as single cards', () => {
    const runs = [run('late', 9), run('b3', 6), run('b2', 5), run('b1', 4), run('early', 1)]
    const entries = feedEntries(runs, [batch('r', 3, ['b3', 'b2', 'b1'])])
    expect(entries.map((e) => e.id)).toEqual(['late', 'run:r', 'early'])
    const singles = entries.flatMap((e) => (e.kind === 'single' ? [e.run.id] : []))
    expect(singles).toEqual(['late', 'early'])
    const group = entries.find((e) => e.kind === 'group')
    expect(group?.kind === 'group' && group.cells.map((c) => [c.copy, c.member?.id])).toEqual([
      [1, 'b1'],
      [2, 'b2'],
      [3, 'b3'],
    ])
    expect(shown(entries).toSorted()).toEqual(runs.map((r) => r.id).toSorted())
  })

  it('places a group at its newest job, so a run still making results stays on top', () => {
    const entries = feedEntries(
      [run('b2', 20), run('single', 10), run('b1', 2)],
      [batch('r', 1, ['b1', 'b2'], { state: 'running', settled: 1, items: 4 })],
    )
    expect(entries.map((e) => e.id)).toEqual(['run:r', 'single'])
  })

  it('shows a job named by two runs once, in the newest run, and a run read twice once', () => {
    const newer = batch('new', 5, ['a', 'b'])
    const entries = feedEntries(
      [run('a', 6), run('b', 7), run('c', 8)],
      [newer, batch('old', 1, ['b', 'c']), newer],
    )
    expect(entries.filter((e) => e.id === 'run:new')).toHaveLength(1)
    expect(shown(entries).toSorted()).toEqual(['a', 'b', 'c'])
    const old = entries.find((e) => e.id === 'run:old')
    expect(old?.kind === 'group' && old.cells.map((c) => c.jobId)).toEqual(['c'])
  })

  it('shows a going run before its jobs are listed, and leaves out a finished one the feed holds none of', () => {
    const entries = feedEntries(
      [run('solo', 3)],
      [
        batch('going', 4, ['x'], { state: 'running', settled: 0, items: 3 }),
        batch('gone', 2, ['y']),
      ],
    )
    expect(entries.map((e) => e.id)).toEqual(['run:going', 'solo'])
    const group = entries[0]
    expect(group?.kind === 'group' && group.cells).toEqual([
      { jobId: 'x', row: 0, column: 0, copy: 1, member: null },
    ])
  })

  it('leaves the feed as it was when the account has no runs', () => {
    const runs = [run('b', 2), run('a', 1)]
    expect(feedEntries(runs, []).map((e) => e.kind === 'single' && e.run)).toEqual(runs)
  })
})
