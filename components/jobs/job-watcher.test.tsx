// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '@/components/ui/toast'
import { trackedJobs, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { useTrackedJob } from '@/lib/jobs/use-tracked-job'
import { JobWatcher } from './job-watcher'

let answers: Record<string, { status: number; body: unknown }>
let requested: string[]

const job = (id: string, kind: TrackedJob['kind'], ageMs: number): TrackedJob => ({
  id,
  kind,
  label: `job ${id}`,
  model: 'wan-2-5',
  startedAt: new Date(Date.now() - ageMs).toISOString(),
})

const outcomeOf = (id: string) => trackedJobs.getSnapshot().find((j) => j.id === id)?.outcome

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <JobWatcher />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  localStorage.clear()
  requested = []
  answers = {}
  vi.stubGlobal('fetch', async (url: string) => {
    // Only status polls count: not the workspace's own saves, nor the catalog read for the
    // toast's model name.
    if (url.startsWith('/api/v1/') && url !== '/api/v1/models') requested.push(url)
    const answer = answers[url] ?? { status: 404, body: { error: 'not_found' } }
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body }
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  for (const j of trackedJobs.getSnapshot()) trackedJobs.remove(j.id)
})

describe('the root job watcher', () => {
  it('polls every kind on its own route with no tray on screen, and settles each once', async () => {
    answers['/api/v1/generate/separation/sep-1'] = {
      status: 200,
      body: { status: 'completed', vocals_url: 'https://cdn.test/v.mp3' },
    }
    answers['/api/v1/story/st-1'] = {
      status: 200,
      body: { status: 'failed', scenes: [{ index: 1, status: 'failed' }] },
    }
    trackedJobs.add(job('sep-1', 'separation', 60_000))
    trackedJobs.add(job('st-1', 'story', 60_000))
    mount()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(outcomeOf('sep-1')).toBe('completed')
    // The toast names the model in words, never by its id.
    expect(toastStore.getSnapshot().map((t) => t.body)).toContain('Wan 2.5 is done.')
    expect(outcomeOf('st-1')).toBe('failed')
    expect(trackedJobs.getSnapshot().find((j) => j.id === 'st-1')?.message).toBe('Scene 2 failed.')
    expect(requested.sort()).toEqual(['/api/v1/generate/separation/sep-1', '/api/v1/story/st-1'])
  })

  it('keeps a fresh music job through 404s for 30 s, then calls it lost', async () => {
    trackedJobs.add(job('1042', 'music', 0))
    mount()
    await act(() => vi.advanceTimersByTimeAsync(26_000))
    expect(requested.length).toBeGreaterThanOrEqual(3)
    expect(outcomeOf('1042')).toBeUndefined()
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(outcomeOf('1042')).toBe('lost')
  })

  it('calls a media job lost on its first 404 (no grace for media)', async () => {
    trackedJobs.add(job('gone', 'media', 60_000))
    mount()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(outcomeOf('gone')).toBe('lost')
  })

  it('says an ending once: not over a page that shows the job itself', async () => {
    const done = {
      status: 200,
      body: { status: 'completed', vocals_url: 'https://cdn.test/v.mp3' },
    }
    answers['/api/v1/generate/separation/shown'] = done
    answers['/api/v1/generate/separation/elsewhere'] = done
    trackedJobs.add(job('shown', 'separation', 60_000))
    trackedJobs.add(job('elsewhere', 'separation', 60_000))
    // A page that shows the job's result, as Create's results or a story's run do.
    function ShowsJob() {
      useTrackedJob('shown')
      return null
    }
    render(<ShowsJob />)
    mount()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(outcomeOf('shown')).toBe('completed')
    expect(outcomeOf('elsewhere')).toBe('completed')
    const titles = toastStore.getSnapshot().map((t) => t.title)
    expect(titles).toContain('Finished: job elsewhere')
    expect(titles).not.toContain('Finished: job shown')
  })
})
