// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { generationsRead } from '@/lib/queries/generations'
import { UsageScreen } from './usage-screen'

vi.mock('@/lib/queries/balance', () => ({
  useBalance: () => ({ data: { credits: 5_000 }, error: null, isPending: false }),
}))

describe('UsageScreen', () => {
  // The newest history page comes with the page (read on the server); an account that has made
  // nothing gets words, not an empty chart. Every demo account has seeded history, so the page
  // itself cannot be shown this in a browser test.
  it('tells an account with no history so in words, with no chart and nothing left to read', () => {
    vi.stubGlobal('fetch', async () => ({ ok: false, status: 404, json: async () => ({}) }))
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(generationsRead({}).queryKey, { generations: [], count: 0, limit: 100 })
    const { container } = render(
      <QueryClientProvider client={client}>
        <UsageScreen />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Nothing spent yet' })).toBeTruthy()
    expect(screen.getByText(/credits each one used will show here/)).toBeTruthy()
    expect(screen.queryByTestId('history-progress')).toBeNull()
    expect(container.querySelector('[data-chart]')).toBeNull()
    vi.unstubAllGlobals()
  })
})
