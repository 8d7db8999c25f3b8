// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { browserCache } from '@/lib/browser-cache'
import { flushWrites, queueWrite, resetOutboxForTests } from '@/lib/workspace-sync/outbox'
import { WorkspaceNotice } from './workspace-notice'

let status = 503
beforeEach(() => {
  localStorage.clear()
  browserCache.setScope('account-a')
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status })),
  )
})
afterEach(() => {
  resetOutboxForTests()
  vi.unstubAllGlobals()
})

const NOTICE = 'Saved in this browser; syncing when the workspace is back.'

describe('the workspace notice', () => {
  it('says in words that a write waits in this browser, and goes once it is sent', async () => {
    render(<WorkspaceNotice />)
    expect(screen.queryByRole('status')).toBeNull()
    status = 503
    await act(async () => {
      queueWrite({ method: 'PUT', path: '/api/studio/drafts/story', body: { title: 'x' } })
      await flushWrites()
    })
    expect(screen.getByRole('status').textContent).toBe(NOTICE)
    expect(localStorage.length).toBeGreaterThan(0)

    status = 200
    await act(() => flushWrites())
    expect(screen.queryByRole('status')).toBeNull()
  })
})
