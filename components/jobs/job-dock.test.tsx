// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { trackedJobs, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { JobDockPanel } from './job-dock-panel'
import { JobDockToggle } from './job-dock-toggle'

vi.mock('next/link', () => import('@/lib/test/plain-next-link'))

const job = (id: string, extra: Partial<TrackedJob> = {}): TrackedJob => ({
  id,
  kind: 'media',
  label: `Job ${id}`,
  model: 'some-model',
  startedAt: new Date().toISOString(),
  ...extra,
})

/** As in the studio layout: the toggle sits in the top bar, the panel in the flow below it. */
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

  it('opens in the page flow, before the content, never as an overlay', async () => {
    trackedJobs.add(job('a'))
    renderDock()
    fireEvent.click(toggle())
    const tray = await screen.findByRole('region', { name: 'Job tray' }, { timeout: 5000 })
    // In the flow: the panel and its wrapper are never fixed or absolutely placed.
    for (let node: HTMLElement | null = tray; node; node = node.parentElement) {
      expect(node.className).not.toMatch(/\b(fixed|absolute|sticky)\b/)
    }
    const main = screen.getByRole('main')
    expect(tray.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('keeps the choice across pages', async () => {
    trackedJobs.add(job('a'))
    const first = renderDock()
    fireEvent.click(toggle())
    first.unmount()
    renderDock()
    expect(await screen.findByRole('region', { name: 'Job tray' }, { timeout: 5000 })).toBeVisible()
  })

  it('says when every job has ended', () => {
    trackedJobs.add(job('a', { outcome: 'failed', finishedAt: new Date().toISOString() }))
    renderDock()
    expect(toggle()).toHaveAccessibleName('Jobs 1, 1 done')
    act(() => trackedJobs.clearFinished())
    expect(screen.queryByRole('button', { name: /^Jobs/ })).toBeNull()
  })
})
