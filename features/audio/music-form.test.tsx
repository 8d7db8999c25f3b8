// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Model } from '@/lib/api/models'
import { audioRunSeed } from '@/lib/forms/audio-run-seed'
import { MusicForm } from './music-form'

// The prompt's history opens entries of other forms on their own page.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => '/audio',
}))

const music = (id: string, name: string): Model => ({
  model_id: id,
  display_name: name,
  model_type: 'music',
  cost_per_generation: 12,
  estimated_time_seconds: 120,
  capabilities: { prompt_max_chars: 200 },
})
const MODELS = [music('V4', 'Suno V4'), music('V4_5', 'Suno V4.5'), music('V5', 'Suno V5')]

let posts: unknown[]
let answer: { status: number; body: unknown }

beforeEach(() => {
  posts = []
  answer = { status: 200, body: { generation_id: '1042', status: 'pending' } }
  localStorage.clear()
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.endsWith('/v1/balance')) return reply(200, { credits: 5000 })
    // The workspace's own saves (the tray on every device) are not the service's posts.
    if (url.startsWith('/api/studio/')) return reply(200, {})
    // The free permission check's empty bodies start nothing (docs/decisions.md §D29).
    if (init?.body === '{}') return reply(400, { error: 'invalid_input', message: 'empty' })
    posts.push(JSON.parse(String(init?.body)))
    return reply(answer.status, answer.body)
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const reply = (status: number, body: unknown) => ({
  ok: status < 400,
  status,
  json: async () => body,
})

function setup() {
  const onStarted = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MusicForm models={MODELS} onStarted={onStarted} />
    </QueryClientProvider>,
  )
  return { onStarted }
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const mode = (name: 'Simple' | 'Advanced') => fireEvent.click(screen.getByLabelText(name))
const generate = () => fireEvent.click(screen.getByRole('button', { name: 'Generate music' }))

describe('music form rules', () => {
  it("says what the catalog says of the chosen model, in words, without the provider's id", () => {
    const noted = {
      ...music('V4_5', 'Suno V4.5'),
      provider: 'suno',
      usage_notes: 'Good for vocals. Supports vocal_gender.',
    }
    const client = new QueryClient()
    render(
      <QueryClientProvider client={client}>
        <MusicForm models={[noted]} onStarted={vi.fn()} />
      </QueryClientProvider>,
    )
    const hint = document.getElementById('music-model-hint')?.textContent ?? ''
    expect(hint).toContain('Good for vocals.')
    expect(hint).not.toMatch(/suno/)
    expect(hint).not.toMatch(/vocal_gender/)
  })

  it('refuses an advanced song with both a description and lyrics, sending nothing', async () => {
    setup()
    mode('Advanced')
    type('Title', 'Night drive')
    type('Style', 'synthwave')
    fireEvent.click(screen.getByLabelText('Female'))
    type('Song description', 'about a city at night')
    type('Lyrics', 'Neon lights\nempty streets')
    generate()
    expect(
      await screen.findByText('Fill in either the song description or the lyrics, not both.'),
    ).toBeTruthy()
    expect(posts).toHaveLength(0)
  })

  it('keeps what was typed in each mode and sends only the active one', async () => {
    const { onStarted } = setup()
    type('Prompt', 'a calm piano song')
    mode('Advanced')
    type('Title', 'Kept title')
    mode('Simple')
    expect(screen.getByLabelText<HTMLTextAreaElement>('Prompt').value).toBe('a calm piano song')
    mode('Advanced')
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Kept title')
    mode('Simple')
    generate()
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith('1042'))
    expect(posts).toEqual([{ model: 'V4_5', instrumental: false, prompt: 'a calm piano song' }])
  })

  it('hides vocal gender for an instrumental song and never sends it', async () => {
    setup()
    mode('Advanced')
    fireEvent.click(screen.getByRole('switch', { name: 'Instrumental (no vocals)' }))
    expect(screen.queryByText('Vocal gender')).toBeNull()
    type('Title', 'T')
    type('Style', 'S')
    type('Lyrics', 'la la')
    generate()
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toEqual({
      model: 'V4_5',
      instrumental: true,
      title: 'T',
      style: 'S',
      lyrics: 'la la',
    })
  })

  it('puts the service invalid_input on its field', async () => {
    answer = {
      status: 400,
      body: { error: 'invalid_input', message: 'Title is not allowed', param: 'title' },
    }
    setup()
    mode('Advanced')
    type('Title', 'T')
    type('Style', 'S')
    fireEvent.click(screen.getByLabelText('Male'))
    type('Lyrics', 'x')
    generate()
    expect(await screen.findByText('Title is not allowed')).toBeTruthy()
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true')
  })

  it('explains model_disabled and offers the hint models in one click', async () => {
    answer = {
      status: 400,
      body: {
        error: 'model_disabled',
        message: "Music model 'V4_5' is currently unavailable",
        param: 'model',
        hint: 'Use one of: V4, V5',
      },
    }
    setup()
    type('Prompt', 'a song')
    generate()
    fireEvent.click(await screen.findByRole('button', { name: 'Use V5' }))
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Model' }).value).toBe('V5')
    expect(screen.getByRole('button', { name: 'Use V4' })).toBeTruthy()
  })

  it('hands the song as it is to a run: its lyrics are what each row replaces', () => {
    setup()
    mode('Advanced')
    type('Title', 'Night drive')
    type('Style', 'synthwave')
    fireEvent.click(screen.getByLabelText('Female'))
    type('Lyrics', 'Neon {lights|rain}')
    fireEvent.click(screen.getByRole('button', { name: 'Make a run' }))
    expect(audioRunSeed.get()).toEqual({
      kind: 'music',
      field: 'lyrics',
      text: 'Neon {lights|rain}',
      request: {
        model: 'V4_5',
        instrumental: false,
        title: 'Night drive',
        style: 'synthwave',
        vocal_gender: 'f',
        lyrics: 'Neon {lights|rain}',
      },
    })
    expect(posts).toHaveLength(0)
    audioRunSeed.set(null)
  })
})
