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
  return { QuestionAnswer: () => <p>the answer form</p> }
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

/** The answer form as the page shows it: its options, text box and button, whether live or not. */
const formShape = (container: HTMLElement) => {
  const form = container.querySelector('form[aria-label="Answer: Which ending?"]')
  return form
    ? [...form.querySelectorAll('input, textarea, button')].map((e) => e.tagName).join(' ')
    : null
}

describe('OrderScreen', () => {
  it('served with the order, streams each form behind a stand-in of its own shape', async () => {
    // React may stream the form's boundary after the page and paint its fallback first: a
    // shorter fallback moved what is under it when the form came (e2e/layout-shift.spec.ts).
    const client = new QueryClient()
    client.setQueryData(premiumOrderQueryOptions('ord_a').queryKey, ORDER)
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <QueryClientProvider client={client}>
        <OrderScreen orderId="ord_a" />
      </QueryClientProvider>,
    )
    expect(container.textContent).toContain('Which ending?')
    expect(formShape(container)).toBe('INPUT INPUT TEXTAREA BUTTON')
    expect(container.querySelector('button')?.disabled).toBe(true)
  })

  it('served without the order (the server read it too late), lays out each question whole before its form is live', async () => {
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
    // The card is laid out now, at the height the form will have.
    expect(container.textContent).toContain('Which ending?')
    expect(formShape(container)).toBe('INPUT INPUT TEXTAREA BUTTON')
    await act(async () => {
      formCode.release()
      await formCode.arrived
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(container.textContent).toContain('the answer form')
  })
})
