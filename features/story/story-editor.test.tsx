// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import type { Balance } from '@/lib/api/balance'
import { storyModels } from '@/features/story/model/story-models'
import type { StoryDraft } from '@/features/story/model/story-values'
import { StoryEditor } from './story-editor'

// The scenes' history reads the router: it opens other forms' entries on their own page.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}))

const models = storyModels(CATALOG_MODELS)

function renderEditor(draft: StoryDraft, balance: Balance = { credits: 5000 }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  client.setQueryData(['balance'], balance)
  const onStarted = vi.fn()
  render(
    <QueryClientProvider client={client}>
      <StoryEditor
        models={models}
        initialDraft={draft}
        onStarted={onStarted}
        onStartOver={() => {}}
      />
    </QueryClientProvider>,
  )
  return { onStarted }
}

const story = (model: string, seconds: number[]): StoryDraft => ({
  title: '',
  model,
  aspect_ratio: '16:9',
  scenes: seconds.map((s, i) => ({ prompt: `scene ${i + 1}`, duration_seconds: s })),
})

const output = (name: string) => screen.getByRole('status', { name })

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: false, status: 599, json: async () => ({}) })),
  )
})
afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('story editor limits', () => {
  it('counts scenes and seconds live and refuses the 91st second', () => {
    renderEditor(story('wan-2-5', [15, 15, 15, 15, 15, 12]))
    expect(output('Scene count')).toHaveTextContent('6 / 12')
    expect(output('Total length')).toHaveTextContent('87 / 90 s')
    fireEvent.click(screen.getByRole('button', { name: 'Add scene' }))
    expect(output('Scene count')).toHaveTextContent('7 / 12')
    expect(output('Total length')).toHaveTextContent('90 / 90 s')
    const add = screen.getByRole('button', { name: 'Add scene' })
    expect(add).toBeDisabled()
    expect(add).toHaveAccessibleDescription(
      'Another 3 s scene would make 93 s; a story lasts at most 90 s.',
    )
    // A length that would pass 90 s cannot be chosen.
    const length = screen.getByRole('combobox', { name: 'Scene 7 length' })
    expect(within(length).getByRole('option', { name: '4 s' })).toBeDisabled()
    expect(within(length).getByRole('option', { name: '3 s' })).toBeEnabled()
  })

  it('refuses a 13th scene, by adding or duplicating', () => {
    renderEditor(story('seedance-1-5-pro-720p-4s', Array<number>(12).fill(4)))
    expect(output('Scene count')).toHaveTextContent('12 / 12')
    expect(screen.getByRole('button', { name: 'Add scene' })).toHaveAccessibleDescription(
      'A story has at most 12 scenes.',
    )
    expect(screen.getByRole('button', { name: 'Duplicate scene 3' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Delete scene 3' }))
    expect(output('Scene count')).toHaveTextContent('11 / 12')
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate scene 1' }))
    expect(screen.getByRole('textbox', { name: 'Scene 2 prompt' })).toHaveValue('scene 1')
  })

  it('counts each prompt against the model’s limit', () => {
    renderEditor(story('grok-text-to-video-6s', [6]))
    const max = models.find((m) => m.model_id === 'grok-text-to-video-6s')?.capabilities
      ?.prompt_max_chars
    expect(max).toBe(1000)
    const prompt = screen.getByRole('textbox', { name: 'Scene 1 prompt' })
    fireEvent.change(prompt, { target: { value: 'abc' } })
    expect(prompt).toHaveAccessibleDescription(/^3 \/ 1,000/)
  })
})

describe('story editor costs', () => {
  it('prices each scene and the total from the catalog', () => {
    renderEditor(story('kling-2-6-text-to-video', [5, 10]))
    expect(output('Scene 1 cost')).toHaveTextContent('35 credits')
    expect(output('Scene 2 cost')).toHaveTextContent('70 credits')
    expect(output('Story cost')).toHaveTextContent('105 credits')
    fireEvent.change(screen.getByRole('combobox', { name: 'Scene 1 length' }), {
      target: { value: '10' },
    })
    expect(output('Scene 1 cost')).toHaveTextContent('70 credits')
    expect(output('Story cost')).toHaveTextContent('140 credits')
    expect(screen.getByRole('button', { name: 'Start story' })).toBeEnabled()
  })

  it('disables the start when the story cannot be paid in full, saying how many scenes could', () => {
    renderEditor(story('kling-2-6-text-to-video', [5, 10, 5]), {
      credits: 25_000,
      team: { headroom_credits: 110 },
    })
    const start = screen.getByRole('button', { name: 'Start story' })
    expect(start).toBeDisabled()
    expect(start).toHaveAccessibleDescription(
      'This story costs 140 credits and you can spend 110: only the first 2 of 3 scenes could be paid. Remove scenes or top up.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Delete scene 3' }))
    expect(screen.getByRole('button', { name: 'Start story' })).toBeEnabled()
  })

  it('keeps the draft as it is typed', () => {
    renderEditor(story('wan-2-5', [5]))
    fireEvent.change(screen.getByRole('textbox', { name: 'Scene 1 prompt' }), {
      target: { value: 'a fox at dawn' },
    })
    const kept = JSON.parse(localStorage.getItem('media-studio:test-account:story-draft') ?? 'null')
    expect(kept.scenes[0].prompt).toBe('a fox at dawn')
  })
})

describe('story editor submit', () => {
  const posts = () =>
    vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/v1/story/generate'))

  it('sends one POST for a double click', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    renderEditor(story('wan-2-5', [5, 5]))
    const start = screen.getByRole('button', { name: 'Start story' })
    fireEvent.click(start)
    fireEvent.click(start)
    await screen.findByRole('button', { name: 'Starting…' })
    fireEvent.click(screen.getByRole('button', { name: 'Starting…' }))
    expect(posts()).toHaveLength(1)
  })

  it('puts a refused scene prompt on that scene, in words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({
        ok: false,
        status: 400,
        headers: new Headers(),
        json: async () => ({
          error: 'prompt_too_long',
          message: 'scenes[1]: prompt has 1600 characters; wan-2-5 allows at most 1500',
          param: 'scenes[1].prompt',
          max_chars: 1500,
          length: 1600,
        }),
      })),
    )
    renderEditor(story('wan-2-5', [5, 5]))
    fireEvent.click(screen.getByRole('button', { name: 'Start story' }))
    const prompt = screen.getByRole('textbox', { name: 'Scene 2 prompt' })
    await vi.waitFor(() => expect(prompt).toHaveAttribute('aria-invalid', 'true'))
    expect(prompt).toHaveAccessibleDescription(
      /The prompt is too long: this model takes at most 1500 characters \(it has 1600\)\./,
    )
    expect(posts()).toHaveLength(1)
  })
})
