// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Model } from '@/lib/api/models'
import { audioRunSeed } from '@/lib/forms/audio-run-seed'
import { SpeechForm } from './speech-form'

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/audio',
}))

const voice: Model = {
  model_id: 'text-to-dialogue-v3',
  display_name: 'Dialogue v3',
  model_type: 'speech',
  cost_per_generation: 3,
  voice_allowlist: ['Rachel', 'Drew'],
  capabilities: { prompt_max_chars: 5000 },
}

let posts: unknown[]
beforeEach(() => {
  posts = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const reply = (body: unknown) => ({ ok: true, status: 200, json: async () => body })
    if (url.endsWith('/v1/balance')) return reply({ credits: 5000 })
    if (init?.method === 'POST' && !url.startsWith('/api/studio/')) posts.push(init.body)
    return reply({})
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  audioRunSeed.set(null)
})

describe('the speech form', () => {
  it('hands what is in it to a run, each row its own text, sending nothing itself', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SpeechForm models={[voice]} onStarted={vi.fn()} />
      </QueryClientProvider>,
    )
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '{Hello|Welcome} back' } })
    fireEvent.click(screen.getByRole('button', { name: 'Make a run' }))
    expect(audioRunSeed.get()).toEqual({
      kind: 'speech',
      field: 'text',
      text: '{Hello|Welcome} back',
      request: {
        text: '{Hello|Welcome} back',
        voice: 'Rachel',
        stability: 0.5,
        language_code: 'auto',
        model: 'text-to-dialogue-v3',
      },
    })
    expect(posts).toEqual([])
  })
})
