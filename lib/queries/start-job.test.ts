// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GenerationAccepted } from '@/lib/api/generations'
import { chosenBoard } from '@/lib/jobs/chosen-board'
import { pendingSubmissions } from '@/lib/jobs/pending-submissions'
import { trackedJobs } from '@/lib/jobs/tracked-jobs'
import { startJob } from './start-job'

const recordPrompt = vi.fn()
vi.mock('@/lib/workspace-sync/past-prompt', () => ({
  recordPrompt: (...args: unknown[]) => recordPrompt(...args),
}))

function accept(body: unknown) {
  vi.stubGlobal('fetch', async () => Response.json(body))
}

beforeEach(() => {
  localStorage.clear()
  recordPrompt.mockReset()
})
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

describe('the prompt history, fed by every paid start', () => {
  const withWords = {
    ...submission,
    body: {
      model: 'flux-2',
      prompt: 'A lighthouse at dusk',
      aspect_ratio: '16:9',
      source_media_urls: ['https://cdn.example/upload.png'],
    },
  }

  it('keeps the prompt, model and options (never the sources) once the service accepts it', async () => {
    accept({ generation_id: 'g-3', status: 'pending' })
    await startJob(withWords)
    expect(recordPrompt).toHaveBeenCalledTimes(1)
    expect(recordPrompt.mock.calls[0]?.[0]).toEqual({
      form: 'image',
      model: 'flux-2',
      prompt: 'A lighthouse at dusk',
      options: { aspect_ratio: '16:9' },
    })
  })

  it('keeps nothing of a start the service refused', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: 'insufficient_credits', message: 'Not enough credits' },
        { status: 402 },
      ),
    )
    await expect(startJob(withWords)).rejects.toThrow()
    expect(recordPrompt).not.toHaveBeenCalled()
  })
})

describe('the paid-start rule (lib/jobs/paid-start.ts), in the browser', () => {
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', async () => Response.json(body, { status }))
  const pendingLabels = () => pendingSubmissions.getSnapshot().map((s) => s.label)

  it('keeps the submission for the history to decide when a 5xx may hide a job', async () => {
    answer(503, { error: 'service_unavailable', message: 'Try later' })
    await expect(startJob({ ...submission, label: 'after a 503' })).rejects.toThrow()
    expect(pendingLabels()).toContain('after a 503')
  })

  it('keeps it when the connection drops, and lets it go when the service refused', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(startJob({ ...submission, label: 'dropped' })).rejects.toThrow()
    answer(400, { error: 'prompt_too_long', message: 'Too long' })
    await expect(startJob({ ...submission, label: 'refused' })).rejects.toThrow()
    answer(429, { error: 'rate_limit_exceeded', message: 'Slow down', reset_after: 60 })
    await expect(startJob({ ...submission, label: 'too many' })).rejects.toThrow()
    expect(pendingLabels()).toContain('dropped')
    expect(pendingLabels()).not.toContain('refused')
    expect(pendingLabels()).not.toContain('too many')
  })
})
