// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { trackedJobs, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { CreateResults } from './create-results'

vi.mock('next/link', () => import('@/lib/test/plain-next-link'))

const IMAGE_URL = 'https://cdn.test/out/fox.png'
const ANSWERS: Record<string, unknown> = {
  '/api/v1/generate/media/run-1': { id: 'run-1', status: 'processing', outputs: [] },
  '/api/v1/generate/media/done-1': {
    id: 'done-1',
    status: 'completed',
    cdn_ready: true,
    outputs: [{ id: 'out-1', url: IMAGE_URL, media_type: 'image/png' }],
  },
}

const job = (id: string, label: string, extra: Partial<TrackedJob> = {}): TrackedJob => ({
  id,
  kind: 'media',
  label,
  model: 'some-model',
  startedAt: new Date(Date.now() - 5_000).toISOString(),
  estimatedSeconds: 20,
  ...extra,
})

function renderResults() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <CreateResults />
    </QueryClientProvider>,
  )
}

const item = (label: string) =>
  screen.getAllByRole('listitem').find((li) => li.textContent?.includes(label))!

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

describe('Create results', () => {
  it('invites a first generation while there is none', () => {
    renderResults()
    expect(screen.getByRole('region', { name: 'Results' })).toHaveTextContent(
      'What you generate appears here',
    )
  })

  it('shows a running job with its progress, then a finished one with its image and next steps', async () => {
    trackedJobs.add(job('done-1', 'A fox in snow', { startedAt: new Date(0).toISOString() }))
    trackedJobs.add(job('run-1', 'A heron at dawn'))
    // Made by a tool or as speech: those show on their own pages, not here.
    trackedJobs.add(job('dub-1', 'A dub', { action: 'dubbing' }))
    renderResults()

    expect(await within(item('A heron at dawn')).findByText('Running')).toBeVisible()
    expect(
      within(item('A heron at dawn')).getByRole('progressbar', { name: /A heron at dawn/ }),
    ).toBeVisible()

    const done = item('A fox in snow')
    expect(await within(done).findByRole('img', { name: 'A fox in snow' })).toHaveAttribute(
      'src',
      IMAGE_URL,
    )
    expect(within(done).getByRole('link', { name: 'Remix' })).toHaveAttribute(
      'href',
      '/create?remix=done-1',
    )
    expect(within(done).getByRole('link', { name: 'Use as input' })).toHaveAttribute(
      'href',
      `/create?source=${encodeURIComponent(IMAGE_URL)}&from=done-1`,
    )
    expect(within(done).getByRole('link', { name: 'Tools' })).toHaveAttribute(
      'href',
      '/tools?tool=remove-background&from=done-1&output=out-1',
    )
    expect(within(done).getByRole('button', { name: 'Download' })).toBeEnabled()
    expect(screen.queryByText('A dub')).toBeNull()
    // Newest first.
    const labels = screen.getAllByRole('listitem').map((li) => li.textContent ?? '')
    expect(labels[0]).toContain('A heron at dawn')
  })

  it('says how a settled job ended when its record cannot be read, never "Queued"', async () => {
    trackedJobs.add(job('gone-1', 'A fox long gone', { outcome: 'completed' }))
    trackedJobs.add(job('gone-2', 'A failed fox', { outcome: 'failed', message: 'Out of foxes.' }))
    renderResults()
    await screen.findByText('A fox long gone')
    const gone = item('A fox long gone')
    expect(await within(gone).findByText('Its result could not be read just now.')).toBeVisible()
    expect(within(gone).getByText('Completed')).toBeVisible()
    expect(within(item('A failed fox')).getByText('Failed')).toBeVisible()
    expect(within(item('A failed fox')).getByRole('alert')).toHaveTextContent('Out of foxes.')
    expect(screen.queryByText('Queued')).toBeNull()
  })

  it('shows finished results together, once their records are in, so none pushes another', async () => {
    trackedJobs.add(job('done-1', 'A fox in snow', { outcome: 'completed' }))
    trackedJobs.add(job('done-2', 'A second fox', { outcome: 'failed' }))
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    vi.stubGlobal('fetch', async (url: string) => {
      await answered
      const body = ANSWERS[url]
      return { ok: Boolean(body), status: body ? 200 : 404, json: async () => body ?? {} }
    })
    renderResults()

    expect(await screen.findByText('Loading your results…')).toBeVisible()
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    answer()
    // One found, one refused (404): both shown, the refused one with its error.
    expect(
      await within(await screen.findByRole('list')).findByRole('img', { name: 'A fox in snow' }),
    ).toBeVisible()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByText('Loading your results…')).toBeNull()
  })
})
