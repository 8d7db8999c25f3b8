// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { premiumOrderQueryOptions } from '@/lib/queries/premium-orders'
import { OrderScreen } from './order-screen'

// The answer form's code comes when the test says, as it does on a slow connection.
const formCode = vi.hoisted(() => {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  return { arrived, release: () => release() }
})
vi.mock('./question-answer', async () => {
  await formCode.arrived
  return { QuestionAnswer: () => <form aria-label="Answer">the answer form</form> }
})

const ORDER = {
  id: 'ord_a',
  status: 'awaiting_answers',
  title: 'Launch film',
  open_questions: [
    {
      id: 'q1',
      question: 'Which ending?',
      options: ['Calm', 'Bold'],
      window_expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    },
  ],
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('OrderScreen', () => {
  it('served without the order (the server read it too late), lays out no question before its form can show', async () => {
    // The browser's own read of the order never answers; the test puts the order in the cache.
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    const client = new QueryClient()
    const page = (
      <QueryClientProvider client={client}>
        <OrderScreen orderId="ord_a" />
      </QueryClientProvider>
    )
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(page)
    expect(container.textContent).toContain('Loading the order…')
    await act(async () => {
      hydrateRoot(container, page)
    })
    await act(async () => {
      client.setQueryData(premiumOrderQueryOptions('ord_a').queryKey, ORDER)
    })
    await vi.waitFor(() => expect(container.textContent).toContain('Launch film'))
    // A card laid out now would grow by its form when the code arrives.
    expect(container.textContent).not.toContain('Loading the answer form…')
    expect(container.textContent).toContain('Loading the questions…')
    await act(async () => {
      formCode.release()
      await formCode.arrived
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(container.textContent).toContain('Which ending?')
    expect(container.textContent).toContain('the answer form')
  })
})
