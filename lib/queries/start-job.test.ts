// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GenerationAccepted } from '@/lib/api/generations'
import { chosenBoard } from '@/lib/jobs/chosen-board'
import { trackedJobs } from '@/lib/jobs/tracked-jobs'
import { startJob } from './start-job'

function accept(body: unknown) {
  vi.stubGlobal('fetch', async () => Response.json(body))
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

const submission = {
  kind: 'media' as const,
  path: '/v1/generate/media',
  body: { model: 'flux-2' },
  schema: GenerationAccepted,
  model: 'flux-2',
  label: 'A lighthouse',
  prompt: 'A lighthouse',
}

describe('startJob', () => {
  it('tracks the job under the model the service names (a family resolves to one)', async () => {
    accept({ generation_id: 'g-1', status: 'pending', model: 'flux-2-1K' })
    const { id } = await startJob(submission)
    expect(id).toBe('g-1')
    expect(trackedJobs.getSnapshot().find((job) => job.id === 'g-1')?.model).toBe('flux-2-1K')
  })

  it('keeps the model asked for when the answer names none', async () => {
    accept({ generation_id: 'g-2', status: 'pending' })
    await startJob(submission)
    expect(trackedJobs.getSnapshot().find((job) => job.id === 'g-2')?.model).toBe('flux-2')
  })

  it('records the board chosen on Create on the job, and none once it is cleared', async () => {
    chosenBoard.set('board-1')
    accept({ generation_id: 'g-3', status: 'pending' })
    await startJob(submission)
    chosenBoard.set(null)
    accept({ generation_id: 'g-4', status: 'pending' })
    await startJob(submission)
    const jobs = trackedJobs.getSnapshot()
    expect(jobs.find((job) => job.id === 'g-3')?.boardId).toBe('board-1')
    expect(jobs.find((job) => job.id === 'g-4')?.boardId).toBeUndefined()
  })
})
