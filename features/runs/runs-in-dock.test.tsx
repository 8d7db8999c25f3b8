// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { JobDockPanel } from '@/components/jobs/job-dock-panel'
import { JobDockToggle } from '@/components/jobs/job-dock-toggle'
import { dismissToast, toastStore } from '@/components/ui/toast'
import type { RunSummary } from '@/lib/studio-api/runs'
import { RunsInDock } from './runs-in-dock'

vi.mock('next/link', () => import('@/lib/test/plain-next-link'))
vi.mock('next/navigation', () => ({
  usePathname: () => '/create',
  useSearchParams: () => new URLSearchParams(),
}))

const summary = (id: string, extra: Partial<RunSummary>): RunSummary => ({
  id,
  title: `Run ${id}`,
  state: 'running',
  reason: null,
  createdAt: new Date().toISOString(),
  total: 180,
  spent: 60,
  items: 36,
  sent: 12,
  settled: 10,
  nextStartAt: null,
  endTold: false,
  ...extra,
})

// The studio's server as the tabs see it: the runs' list, and its one "tell" per run's end.
let runs: RunSummary[]
let told: Set<string>
let claims: string[]
const notified = vi.fn()

const reply = (body: unknown) => ({ ok: true, status: 200, json: async () => body })

beforeEach(() => {
  told = new Set()
  claims = []
  notified.mockReset()
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const end = /^\/api\/studio\/runs\/([^/]+)\/end$/.exec(url)
    if (end && init?.method === 'POST') {
      const id = decodeURIComponent(end[1]!)
      claims.push(id)
      const tell = !told.has(id)
      told.add(id)
      return reply({ tell })
    }
    if (url === '/api/studio/runs') return reply({ runs })
    return reply({})
  })
  // The user granted notifications earlier.
  vi.stubGlobal(
    'Notification',
    Object.assign(
      function Notification(title: string, options: NotificationOptions) {
        notified(title, options.body)
      },
      { permission: 'granted' },
    ),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  for (const toast of toastStore.getSnapshot()) dismissToast(toast.id)
})

/** One tab: the frame's dock and the runs' reader, each tab with its own cache. */
function aTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <JobDockToggle />
      <JobDockPanel />
      <RunsInDock />
    </QueryClientProvider>,
  )
}

describe('runs in the dock', () => {
  it('shows each run going in words, with the next start counted down', async () => {
    runs = [
      summary('going', { nextStartAt: new Date(Date.now() + 8_000).toISOString() }),
      summary('resting', { state: 'paused', sent: 3, items: 4, settled: 3 }),
      summary('old', { state: 'done', endTold: true, sent: 36, settled: 36 }),
    ]
    aTab()
    // Read once the list answers (a loaded machine can take a few seconds).
    const toggle = await screen.findByRole(
      'button',
      { name: /^Jobs 2, 2 running/ },
      { timeout: 10_000 },
    )
    fireEvent.click(toggle)
    const tray = await screen.findByRole('region', { name: 'Job tray' }, { timeout: 10_000 })
    expect(tray).toHaveTextContent('2 runs going')
    expect(screen.getByRole('link', { name: 'Run going' })).toHaveAttribute('href', '/runs/going')
    expect(tray).toHaveTextContent(/12 of 36 sent, next start in [78] s/)
    expect(tray).toHaveTextContent('Paused at 3 of 4 sent')
    // A run that ended and was told before is neither in the dock nor told again.
    expect(tray).not.toHaveTextContent('Run old')
    expect(claims).toEqual([])
    expect(toastStore.getSnapshot()).toEqual([])
  })

  it('tells of a run’s end once, with several tabs open, as the server decides', async () => {
    runs = [
      summary('kites', { state: 'done', sent: 36, settled: 36, spent: 180 }),
      summary('stopped', { state: 'stopped', reason: 'You cancelled the rest of the run.' }),
    ]
    aTab()
    aTab()
    aTab()
    await waitFor(() => expect(claims).toHaveLength(6), { timeout: 10_000 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    const toasts = toastStore.getSnapshot()
    expect(toasts.map((t) => t.title).sort()).toEqual([
      'Run finished: Run kites',
      'Run stopped: Run stopped',
    ])
    expect(toasts.find((t) => t.title.includes('kites'))).toMatchObject({
      body: '36 of 36 sent, 180 credits spent.',
      action: { label: 'See the results', href: '/runs/kites' },
    })
    expect(notified).toHaveBeenCalledTimes(2)
    expect(notified).toHaveBeenCalledWith(
      'Run finished: Run kites',
      '36 of 36 sent, 180 credits spent.',
    )
    // Nothing going: no dock.
    expect(screen.queryByRole('button', { name: /^Jobs/ })).toBeNull()
  })

  it('asks for no browser notification the user did not grant', async () => {
    vi.stubGlobal('Notification', Object.assign(notified, { permission: 'default' }))
    runs = [summary('quiet', { state: 'done', sent: 36, settled: 36 })]
    aTab()
    await waitFor(() => expect(toastStore.getSnapshot()).toHaveLength(1), { timeout: 10_000 })
    expect(notified).not.toHaveBeenCalled()
  })
})
