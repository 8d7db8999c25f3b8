// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import { loadStoryDraft } from '@/features/story/model/draft-store'
import { storyModels } from '@/features/story/model/story-models'
import type { StoryDraft } from '@/features/story/model/story-values'
import type { PromptEntry } from '@/lib/studio-api/prompt-history'
import { StoryEditor } from './story-editor'

const replace = vi.fn()
let search = ''
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace }),
  useSearchParams: () => new URLSearchParams(search),
}))
const entries = new Map<string, PromptEntry>()
vi.mock('@/lib/workspace-sync/past-prompt', async (actual) => ({
  ...(await actual<object>()),
  usePromptEntry: (id: string | null) => ({ data: id ? entries.get(id) : undefined, error: null }),
}))

const models = storyModels(CATALOG_MODELS)
const [first, second] = models
const draft = (...prompts: string[]): StoryDraft => ({
  title: '',
  model: first!.model_id,
  aspect_ratio: '16:9',
  scenes: prompts.map((prompt) => ({ prompt, duration_seconds: 5 })),
})
const scenePrompts = () =>
  screen
    .getAllByRole('textbox')
    .filter((box) => box.id.endsWith('-prompt'))
    .map((box) => (box as HTMLTextAreaElement).value)

beforeEach(() => {
  replace.mockReset()
  search = 'job=s1&history=h1'
  entries.set('h1', {
    id: 'h1',
    form: 'story',
    model: second!.model_id,
    prompt: 'a harbour at dawn\nboats leave',
    options: {
      title: 'Boats',
      scenes: [
        { prompt: 'a harbour at dawn', duration_seconds: 5 },
        { prompt: 'boats leave', duration_seconds: 5 },
      ],
    },
    sentAt: '2026-01-01T10:00:00.000Z',
  })
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

function renderEditor(initial: StoryDraft) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  client.setQueryData(['balance'], { credits: 5000 })
  render(
    <QueryClientProvider client={client}>
      <StoryEditor
        models={models}
        initialDraft={initial}
        onStarted={vi.fn()}
        onStartOver={vi.fn()}
      />
    </QueryClientProvider>,
  )
}

describe('a past story opened from a link (?history=)', () => {
  it('adds its scenes after the draft with its model, keeps them, and drops the link once', async () => {
    renderEditor(draft('a storm'))
    await waitFor(() =>
      expect(scenePrompts()).toEqual(['a storm', 'a harbour at dawn', 'boats leave']),
    )
    expect(loadStoryDraft()?.model).toBe(second!.model_id)
    expect(loadStoryDraft()?.scenes).toHaveLength(3)
    expect(replace).toHaveBeenCalledTimes(1)
    expect(replace).toHaveBeenCalledWith('/story?job=s1', { scroll: false })
  })

  it('takes the place of a draft that is one empty scene', async () => {
    renderEditor(draft(''))
    await waitFor(() => expect(scenePrompts()).toEqual(['a harbour at dawn', 'boats leave']))
    expect(screen.getByRole('button', { name: /history/i })).toBeInTheDocument()
  })
})
