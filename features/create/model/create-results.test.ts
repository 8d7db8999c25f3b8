import { describe, expect, it } from 'vitest'
import { createResultJobs } from './create-results'
import type { TrackedJob } from '@/lib/jobs/tracked-jobs'

const job = (id: string, minute: number, extra: Partial<TrackedJob> = {}): TrackedJob => ({
  id,
  kind: 'media',
  model: 'm',
  label: id,
  startedAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  ...extra,
})

describe('createResultJobs', () => {
  it('keeps only jobs started from Create, newest first, up to the limit', () => {
    const jobs = [
      job('old', 1),
      job('speech', 9, { action: 'speech' }),
      job('dub', 8, { action: 'dubbing' }),
      job('song', 7, { kind: 'music' }),
      job('remix', 5, { action: 'remix' }),
      job('input', 6, { action: 'use-as-input' }),
      job('new', 4),
    ]
    expect(createResultJobs(jobs, 3).map((j) => j.id)).toEqual(['input', 'remix', 'new'])
  })
})
