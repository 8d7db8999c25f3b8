// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { browserCache } from '@/lib/browser-cache'
import { trackedJobs } from '@/lib/jobs/tracked-jobs'
import { useConnect, useSignOut } from './session'

const job = {
  id: 'job-a',
  kind: 'media' as const,
  model: 'flux-2',
  label: 'a red fox',
  startedAt: '2025-01-01T00:00:00.000Z',
}

function setUp() {
  const client = new QueryClient()
  // Account A's data, fetched before the switch.
  client.setQueryData(['generations'], { generations: [{ id: 'job-a' }] })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, wrapper }
}

beforeEach(() => {
  localStorage.clear()
  browserCache.setScope('scope-a')
  trackedJobs.add(job)
})
afterEach(() => vi.unstubAllGlobals())

describe('account switch in one browser', () => {
  it('signing out leaves nothing of the account fetched or kept', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ connected: false }))
    const { client, wrapper } = setUp()
    const { result } = renderHook(() => useSignOut(), { wrapper })
    await act(() => result.current.mutateAsync())
    expect(client.getQueryData(['generations'])).toBeUndefined()
    expect(trackedJobs.getSnapshot()).toEqual([])
    expect(Object.keys(localStorage).filter((k) => k.startsWith('media-studio:'))).toEqual([])
  })

  it('connecting another account shows none of the previous one', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ connected: true, keyHint: 'team', demo: 'team', scope: 'scope-b' }),
    )
    const { client, wrapper } = setUp()
    const { result } = renderHook(() => useConnect(), { wrapper })
    await act(() => result.current.mutateAsync({ demo: 'team' }))
    await waitFor(() => expect(browserCache.scope()).toBe('scope-b'))
    expect(client.getQueryData(['generations'])).toBeUndefined()
    expect(trackedJobs.getSnapshot()).toEqual([])
  })
})
