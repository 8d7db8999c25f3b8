import { describe, expect, it } from 'vitest'
import type { TrackedJob } from '@/lib/jobs/tracked-jobs'
import { storyHistory } from './history'

const tracked = (id: string, startedAt: string, extra: Partial<TrackedJob> = {}): TrackedJob => ({
  id,
  kind: 'story',
  model: 'm',
  label: `tracked ${id}`,
  startedAt,
  ...extra,
})

describe('story history', () => {
  // A story still running is said to be running, not left without a word.
  it('merges the account’s stories with those this browser tracks, newest first, once each', () => {
    const items = storyHistory(
      [
        { id: 'a', status: 'completed', prompt: 'Listed A', created_at: '2026-01-01T10:00:00Z' },
        { id: 'b', status: 'completed', prompt: 'Listed B', created_at: '2026-01-03T10:00:00Z' },
      ],
      [
        tracked('b', '2026-01-03T10:00:00Z', { outcome: 'completed' }),
        tracked('c', '2026-01-02T10:00:00Z', { outcome: 'failed' }),
        tracked('d', '2026-01-04T10:00:00Z'),
        { ...tracked('e', '2026-01-05T10:00:00Z'), kind: 'media' },
      ],
    )
    expect(items.map((i) => [i.id, i.label, i.phase])).toEqual([
      ['d', 'tracked d', 'running'],
      ['b', 'Listed B', 'completed'],
      ['c', 'tracked c', 'failed'],
      ['a', 'Listed A', 'completed'],
    ])
  })
})
