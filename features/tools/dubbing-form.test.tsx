// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CATALOG } from '@/lib/test/generation-fixtures'
import { DubbingForm } from './dubbing-form'
import type { ToolFactsState } from '@/components/media/use-tool-facts'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }))

const facts: ToolFactsState = {
  models: CATALOG,
  history: [],
  finalized: new Set(),
  now: Date.now(),
  loading: false,
}

let posts: { url: string; body: unknown }[]
let postAnswer: { status: number; body: unknown } | null

beforeEach(() => {
  posts = []
  postAnswer = null
  localStorage.clear()
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) })
      // A slow answer: a second click meanwhile must not send a second POST.
      await new Promise((r) => setTimeout(r, 50))
      if (postAnswer)
        return { ok: false, status: postAnswer.status, json: async () => postAnswer!.body }
      return {
        ok: true,
        status: 200,
        json: async () => ({ generation_id: 'dub-1', status: 'pending' }),
      }
    }
    if (url.includes('/v1/balance'))
      return { ok: true, status: 200, json: async () => ({ credits: 500 }) }
    return {
      ok: true,
      status: 200,
      json: async () => ({ id: 'dub-1', status: 'pending', outputs: [] }),
    }
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <DubbingForm
        initialUrl="https://cdn.test/clip.mp4"
        initialGenerationId={null}
        facts={facts}
        madeFromOf={() => ({ id: 'g-1', label: 'A harbor' })}
      />
    </QueryClientProvider>,
  )
}

const tick = (name: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }))

describe('DubbingForm', () => {
  it('explains before the click that the source language cannot be a target', async () => {
    renderForm()
    fireEvent.change(screen.getByLabelText('Spoken language of the video'), {
      target: { value: 'en' },
    })
    tick(/^French/)
    tick(/^English/)
    expect(screen.getByRole('status')).toHaveTextContent(/English is the source language/)
    expect(screen.getByRole('button', { name: /^Dub/ })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Remove English' }))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByText(/^Costs/)).toHaveTextContent('40 credits (40 credits per language × 1)')
  })

  it('sends one POST for a double click and tracks the job with its lineage', async () => {
    renderForm()
    tick(/^French/)
    tick(/^German/)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Dub into 2 languages' })).toBeEnabled(),
    )
    const button = screen.getByRole('button', { name: 'Dub into 2 languages' })
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(posts).toHaveLength(1))
    await screen.findByRole('region', { name: 'Result' }, { timeout: 5000 })
    expect(posts).toHaveLength(1)
    expect(posts[0]!.body).toEqual({
      media_url: 'https://cdn.test/clip.mp4',
      target_languages: ['fr', 'de'],
    })
    const tracked = JSON.parse(
      localStorage.getItem('media-studio:test-account:tracked-jobs') ?? '[]',
    )
    expect(tracked[0]).toMatchObject({
      id: 'dub-1',
      action: 'dubbing',
      madeFrom: [{ kind: 'media', id: 'g-1' }],
    })
  })

  it('shows a 402 in words with top-up and a manual retry, keeping the choices', async () => {
    postAnswer = {
      status: 402,
      body: {
        error: 'insufficient_credits',
        message: 'Not enough credits',
        required_credits: 80,
        available_credits: 10,
        purchase_url: 'https://pay.test/top-up',
      },
    }
    renderForm()
    tick(/^French/)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dub' })).toBeEnabled())
    fireEvent.click(screen.getByRole('button', { name: 'Dub' }))
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('Not enough credits: this costs 80 and 10 are available.')
    expect(screen.getByRole('link', { name: /^Top up credits/ })).toHaveAttribute(
      'href',
      'https://pay.test/top-up',
    )
    expect(screen.getByRole('checkbox', { name: /^French/ })).toBeChecked()
    await new Promise((r) => setTimeout(r, 200))
    expect(posts).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(posts).toHaveLength(2))
    // The retry is refused in words too; waiting for it also lets the form finish its submit
    // before the page is torn down (it otherwise updated state after the test had ended).
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Not enough credits',
    )
  })
})
