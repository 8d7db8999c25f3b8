// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { trackedJobs, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { JobCenter } from './job-center'

// The watcher's own behaviour is job-tray.test.tsx's; here only whether the frame loads it.
const loaded = vi.fn()
vi.mock('./job-watcher', () => {
  loaded()
  return { JobWatcher: () => <p>Watching jobs</p> }
})

const job = (id: string, outcome?: TrackedJob['outcome']): TrackedJob => ({
  id,
  kind: 'media',
  label: `Job ${id}`,
  model: 'some-model',
  startedAt: new Date(Date.now() - 60_000).toISOString(),
  ...(outcome ? { outcome, finishedAt: new Date().toISOString() } : {}),
})

afterEach(() => {
  for (const j of trackedJobs.getSnapshot()) trackedJobs.remove(j.id)
  loaded.mockClear()
})

describe('the job center in the frame', () => {
  it('loads no watcher for a tray of finished jobs, and loads it once a job is going', async () => {
    trackedJobs.add(job('done-1', 'completed'))
    trackedJobs.add(job('done-2', 'failed'))
    render(<JobCenter />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByText('Watching jobs')).toBeNull()
    expect(loaded).not.toHaveBeenCalled()

    act(() => trackedJobs.add(job('going')))
    expect(await screen.findByText('Watching jobs')).toBeTruthy()
  })
})
