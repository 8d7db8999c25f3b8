// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { trackedJobs, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { JobDockToggle } from './job-dock-toggle'
import { JobTray } from './job-tray'
import { JobWatcher } from './job-watcher'

vi.mock('next/link', () => import('@/lib/test/plain-next-link'))

/** Status answers by route, as the service sends them for a job that is still running. */
const ANSWERS: Record<string, unknown> = {
  '/api/v1/generate/media/img-1': { id: 'img-1', status: 'processing', outputs: [] },
  '/api/v1/generate/music/1042': {
    id: 1042,
    status: 'streaming',
    songs: [{ id: 1, stream_url: 'https://cdn.test/1.mp3' }],
  },
  '/api/v1/generate/separation/sep-1': { id: 'sep-1', status: 'queued' },
  '/api/v1/story/story-1': { id: 'story-1', status: 'processing', scenes: [] },
  '/api/v1/premium-video/orders/ord-1': {
    id: 'ord-1',
    status: 'awaiting_answers',
    open_questions: [
      { id: 'q', question: 'Tone?', options: ['A'], window_expires_at: '2030-01-01T00:00:00Z' },
    ],
  },
}

const job = (id: string, kind: TrackedJob['kind'], label: string): TrackedJob => ({
  id,
  kind,
  label,
  model: 'some-model',
  // Started long ago: the first poll is due at once.
  startedAt: new Date(Date.now() - 60_000).toISOString(),
})

function renderTray() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    // As in JobCenter: the watcher polls, the tray reads the same queries.
    <QueryClientProvider client={client}>
      <JobWatcher />
      <JobDockToggle />
      <JobTray />
    </QueryClientProvider>,
  )
}

const row = (label: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(label))!

beforeEach(() => {
  localStorage.clear()
  vi.stubGlobal('fetch', async (url: string) => {
    const body = ANSWERS[url]
    return { ok: Boolean(body), status: body ? 200 : 404, json: async () => body ?? {} }
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  for (const j of trackedJobs.getSnapshot()) trackedJobs.remove(j.id)
})

describe('job tray rows of every kind', () => {
  it('shows each running job with its kind, its phase and a link to where it lives', async () => {
    trackedJobs.add(job('img-1', 'media', 'A fox'))
    trackedJobs.add(job('1042', 'music', 'A waltz'))
    trackedJobs.add(job('sep-1', 'separation', 'Stems of a song'))
    trackedJobs.add(job('story-1', 'story', 'Boats'))
    trackedJobs.add(job('ord-1', 'premium', 'Launch film'))
    renderTray()

    const expected: [string, string, RegExp, string][] = [
      ['A fox', 'Running', /Image or video/, '/gallery?view=img-1'],
      ['A waltz', 'Streaming', /Music/, '/audio?music=1042'],
      ['Stems of a song', 'Queued', /Stems/, '/audio?stems=sep-1'],
      ['Boats', 'Running', /Story/, '/story?job=story-1'],
      ['Launch film', 'Needs your answer', /Premium order/, '/orders/ord-1'],
    ]
    for (const [label, phase, noun, href] of expected) {
      expect(await within(row(label)).findByText(phase)).toBeVisible()
      expect(row(label)).toHaveTextContent(noun)
      expect(within(row(label)).getByRole('link', { name: new RegExp(label) })).toHaveAttribute(
        'href',
        href,
      )
    }
    expect(screen.getByRole('button', { name: /Jobs/ })).toHaveTextContent('5 running')
  })

  it('shows an ended job with its outcome, message and a link to its result', () => {
    trackedJobs.add({
      ...job('story-2', 'story', 'Sunken boats'),
      outcome: 'failed',
      finishedAt: new Date().toISOString(),
      message: 'Scene 2 failed.',
    })
    trackedJobs.add({
      ...job('1043', 'music', 'A march'),
      outcome: 'completed',
      finishedAt: new Date().toISOString(),
      durationSeconds: 0.8,
    })
    renderTray()
    expect(within(row('Sunken boats')).getByText('Failed')).toBeVisible()
    expect(row('Sunken boats')).toHaveTextContent('Scene 2 failed.')
    // Said as the detail says it, not as a clock reading "took 0:00".
    expect(row('A march')).toHaveTextContent('took 1 s')
    expect(within(row('A march')).getByRole('link', { name: /View A march/ })).toHaveAttribute(
      'href',
      '/audio?music=1043',
    )
  })
})
