// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ToolFactsState } from '@/components/media/use-tool-facts'
import type { PromptEntry } from '@/lib/studio-api/prompt-history'
import { CATALOG } from '@/lib/test/generation-fixtures'
import { ExtendForm } from './extend-form'

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => new URLSearchParams('tool=extend&history=h1'),
}))
const ENTRY: PromptEntry = {
  id: 'h1',
  form: 'extend',
  model: 'veo3_fast',
  prompt: 'the wave breaks on the rocks',
  options: { tier: 'fast' },
  sentAt: '2026-01-01T10:00:00.000Z',
}
vi.mock('@/lib/workspace-sync/past-prompt', async (actual) => ({
  ...(await actual<object>()),
  usePromptEntry: (id: string | null) => ({ data: id === 'h1' ? ENTRY : undefined, error: null }),
}))

const facts: ToolFactsState = {
  models: CATALOG,
  history: [],
  finalized: new Set(),
  now: Date.now(),
  loading: false,
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: false, status: 599, json: async () => ({}) })),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a past extension opened from a link (?history=)', () => {
  it('fills its prompt and tier and leaves the video to choose', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ExtendForm
          initialUrl=""
          initialGenerationId={null}
          facts={facts}
          madeFromOf={() => null}
        />
      </QueryClientProvider>,
    )
    const prompt = screen.getByRole('textbox', { name: /prompt/i })
    await waitFor(() => expect(prompt).toHaveValue('the wave breaks on the rocks'))
    expect(screen.getByRole('radio', { name: /fast/i })).toBeChecked()
    expect(screen.getByText('Choose a video first.')).toBeInTheDocument()
  })
})
