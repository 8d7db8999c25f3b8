// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectScreen } from './connect-screen'

const WORDS =
  'Too many wrong keys were tried from your network. Check your key and try again in 6 seconds.'

afterEach(() => vi.unstubAllGlobals())

describe('the connect form after too many wrong keys', () => {
  it('shows the refusal’s words, not a status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: 'too_many_sign_ins', message: WORDS },
          { status: 429, headers: { 'retry-after': '6' } },
        ),
      ),
    )
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ConnectScreen demoAccounts={[]} />
      </QueryClientProvider>,
    )
    fireEvent.change(screen.getByLabelText('API key'), {
      target: { value: 'sk_live_one_more_guess' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS)
    expect(screen.getByRole('alert')).not.toHaveTextContent(/429|too_many/)
  })
})
