// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { trackedJobs, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { JobDockPanel } from './job-dock-panel'
import { JobDockToggle } from './job-dock-toggle'

vi.mock('next/link', () => import('@/lib/test/plain-next-link'))
vi.mock('next/navigation', () => ({
  usePathname: () => '/create',
  useSearchParams: () => new URLSearchParams(),
}))

const job = (id: string, extra: Partial<TrackedJob> = {}): TrackedJob => ({
  id,
  kind: 'media',
  label: `Job ${id}`,
  model: 'some-model',
  startedAt: new Date().toISOString(),
  ...extra,
})

/** As in the studio layout: the toggle sits in the top bar, the panel opens over the page. */
function renderDock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })
  return render(
    <QueryClientProvider client={client}>
      <header>
        <JobDockToggle />
      </header>
      <JobDockPanel />
      <main>page</main>
    </QueryClientProvider>,
  )
}

const toggle = () => screen.getByRole('button', { name: /^Jobs/ })

beforeEach(() => localStorage.clear())
afterEach(() => {
  for (const j of trackedJobs.getSnapshot()) trackedJobs.remove(j.id)
})

describe('job dock', () => {
  it('is absent while no job is tracked', () => {
    renderDock()
    expect(screen.queryByRole('button', { name: /^Jobs/ })).toBeNull()
  })

  it('starts folded to a count and opens only when asked', async () => {
    trackedJobs.add(job('a'))
    trackedJobs.add(job('b', { outcome: 'completed', finishedAt: new Date().toISOString() }))
    renderDock()
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(toggle()).toHaveTextContent('2')
    expect(toggle()).toHaveAccessibleName('Jobs 2, 1 running')
    expect(screen.queryByRole('region', { name: 'Job tray' })).toBeNull()

    fireEvent.click(toggle())
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    const tray = await screen.findByRole('region', { name: 'Job tray' }, { timeout: 5000 })
    expect(tray).toHaveTextContent('Job a')
    expect(tray).toHaveTextContent('Job b')

    fireEvent.click(screen.getByRole('button', { name: 'Fold' }))
    expect(screen.queryByRole('region', { name: 'Job tray' })).toBeNull()
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens over the page, never in its flow, and Escape folds it', async () => {
    trackedJobs.add(job('a'))
    renderDock()
    const main = screen.getByRole('main')
    fireEvent.click(toggle())
    const tray = await screen.findByRole('region', { name: 'Job tray' }, { timeout: 5000 })
    // Over the page: in a dialog of its own at the end of the document, not before the content,
    // so opening it moves nothing of the page.
    const dialog = tray.closest('dialog')
    expect(dialog).not.toBeNull()
    expect(dialog?.parentElement).toBe(document.body)
    expect(main.compareDocumentPosition(tray) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(dialog).toHaveAccessibleName('Jobs · 1 running')
    fireEvent(dialog!, new Event('cancel', { cancelable: true }))
    expect(screen.queryByRole('region', { name: 'Job tray' })).toBeNull()
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('starts folded on every page: a look at the jobs is not kept across pages', async () => {
    trackedJobs.add(job('a'))
    const first = renderDock()
    fireEvent.click(toggle())
    await screen.findByRole('region', { name: 'Job tray' }, { timeout: 5000 })
    fireEvent.click(screen.getByRole('button', { name: 'Fold' }))
    first.unmount()
    renderDock()
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: 'Job tray' })).toBeNull()
  })

  it('says when every job has ended', () => {
    trackedJobs.add(job('a', { outcome: 'failed', finishedAt: new Date().toISOString() }))
    renderDock()
    expect(toggle()).toHaveAccessibleName('Jobs 1, 1 done')
    act(() => trackedJobs.clearFinished())
    expect(screen.queryByRole('button', { name: /^Jobs/ })).toBeNull()
  })
})
