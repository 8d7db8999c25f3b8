// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PromptEntry } from '@/lib/studio-api/prompt-history'
import { PromptHistoryButton } from './history-popover'
import { PromptToolsProvider } from './prompt-tools'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))

const entry = (id: string, prompt: string, extra: Partial<PromptEntry> = {}): PromptEntry => ({
  id,
  form: 'image',
  model: 'flux-dev',
  prompt,
  options: { aspect_ratio: '16:9' },
  sentAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...extra,
})
const ENTRIES = [
  entry('e1', 'a red kite over dunes'),
  entry('e2', 'a lighthouse at dusk', { options: { aspect_ratio: '9:16' } }),
  entry('e3', 'a sea shanty', { form: 'music', model: 'V4_5' }),
]

let calls: { url: string; method: string }[] = []
beforeEach(() => {
  calls = []
  push.mockReset()
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    calls.push({ url, method })
    if (method === 'DELETE') return Response.json({ removed: true })
    const q = new URL(url, 'http://x').searchParams.get('q') ?? ''
    const entries = ENTRIES.filter((e) => e.prompt.toLowerCase().includes(q.toLowerCase()))
    return Response.json({ entries, next: null })
  })
})
afterEach(() => vi.unstubAllGlobals())

function renderField() {
  const apply = vi.fn()
  const current = () => ({ form: 'image' as const, model: 'flux-dev', prompt: '', options: {} })
  // The catalog names the model (the history speaks of models in words).
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  client.setQueryData(['models'], {
    models: [{ model_id: 'flux-dev', display_name: 'FLUX Dev', model_type: 'image' }],
  })
  render(
    <QueryClientProvider client={client}>
      <PromptToolsProvider
        value={{
          form: 'image',
          current,
          apply,
        }}
      >
        <label htmlFor="prompt">Prompt</label>
        <textarea id="prompt" />
        <PromptHistoryButton fieldId="prompt" />
      </PromptToolsProvider>
    </QueryClientProvider>,
  )
  return { apply, field: screen.getByLabelText('Prompt') }
}

const list = () => screen.findByRole('list', { name: 'Past prompts' }, { timeout: 5000 })

describe('the prompt history popover', () => {
  it('opens on ArrowUp in an empty prompt and walks back like a shell; Enter puts it back', async () => {
    const { apply, field } = renderField()
    fireEvent.keyDown(field, { key: 'ArrowUp' })
    const items = within(await list()).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('a red kite over dunes')
    expect(items[0]).toHaveTextContent('Image · FLUX Dev · 5 minutes ago')
    const search = screen.getByRole('searchbox', { name: 'Search past prompts' })
    fireEvent.keyDown(search, { key: 'ArrowUp' })
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(apply).toHaveBeenCalledWith(ENTRIES[1])
    expect(push).not.toHaveBeenCalled()
  })

  it('leaves ArrowUp alone in a prompt that has words', async () => {
    const { field } = renderField()
    fireEvent.change(field, { target: { value: 'typing' } })
    fireEvent.keyDown(field, { key: 'ArrowUp' })
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('list', { name: 'Past prompts' })).toBeNull()
  })

  it('searches on the server and says in words when nothing matches', async () => {
    renderField()
    fireEvent.click(screen.getByRole('button', { name: 'History' }))
    await list()
    const search = screen.getByRole('searchbox', { name: 'Search past prompts' })
    fireEvent.change(search, { target: { value: 'KITE' } })
    await waitFor(() => expect(calls.some((c) => c.url.includes('q=KITE'))).toBe(true))
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Past prompts' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    )
    fireEvent.change(search, { target: { value: 'zebra' } })
    expect(await screen.findByText('No past prompt has “zebra” in it.')).toBeInTheDocument()
  })

  it('opens the form a prompt came from when it is another one', async () => {
    const { apply } = renderField()
    fireEvent.click(screen.getByRole('button', { name: 'History' }))
    fireEvent.click(await screen.findByText('a sea shanty', {}, { timeout: 5000 }))
    expect(push).toHaveBeenCalledWith('/audio?tab=music&history=e3')
    expect(apply).not.toHaveBeenCalled()
  })

  it('forgets an entry on the server', async () => {
    renderField()
    fireEvent.click(screen.getByRole('button', { name: 'History' }))
    await list()
    fireEvent.click(screen.getByRole('button', { name: 'Forget “a lighthouse at dusk”' }))
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/studio/prompts/e2', method: 'DELETE' }),
    )
  })
})
