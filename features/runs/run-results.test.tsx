// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RunAnswer, RunItemView } from '@/lib/studio-api/runs'
import { RunResults } from './run-results'

vi.mock('next/link', () => import('@/lib/test/plain-next-link'))
vi.mock('next/navigation', () => ({
  usePathname: () => '/runs/r1',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn() }),
}))

// Two prompts on two models, one variation each; three made, one failed.
const item = (index: number, row: number, column: number, extra: Partial<RunItemView> = {}) => ({
  index,
  row,
  column,
  copy: 1,
  state: 'completed' as const,
  cost: 5,
  jobId: `job-${index}`,
  reason: null,
  ...extra,
})
const answer: RunAnswer = {
  run: {
    id: 'r1',
    title: 'A {red|blue} kite',
    state: 'done',
    reason: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    total: 20,
    spent: 20,
    items: 4,
    sent: 4,
    settled: 4,
    nextStartAt: null,
    endTold: true,
  },
  rows: [
    { label: 'Red', prompt: 'a red kite' },
    { label: 'Blue', prompt: 'a blue kite' },
  ],
  columns: ['flux-2-1K', 'imagen-4'],
  items: [
    item(0, 0, 0),
    item(1, 0, 1),
    item(2, 1, 0),
    item(3, 1, 1, { state: 'failed', reason: 'The model could not make it.' }),
  ],
}
const generation = (index: number, prompt: string, model: string) => ({
  id: `job-${index}`,
  status: 'completed',
  cdn_ready: true,
  model,
  prompt,
  outputs: [
    {
      id: `out-${index}`,
      media_type: 'image',
      url: `https://cdn.test/${index}.png`,
      format: 'png',
    },
  ],
})
// A music job as the history lists it: its two songs, each with its cover.
const song = {
  id: '1042',
  status: 'completed',
  model: 'V5',
  prompt: 'a calm piano piece',
  generation_type: 'text-to-music',
  outputs: [1, 2].map((n) => ({
    id: `song-out-${n}`,
    media_type: 'audio',
    role: `song-${n}`,
    url: `https://cdn.test/song-${n}.mp3`,
    thumbnail_url: `https://cdn.test/cover-${n}.png`,
    duration_seconds: 125,
  })),
}
const songs: RunAnswer = {
  ...answer,
  run: { ...answer.run, title: 'Songs', total: 16, spent: 16, items: 1, sent: 1, settled: 1 },
  rows: [{ label: 'Prompt 1', prompt: 'a calm piano piece' }],
  columns: ['V5'],
  items: [item(0, 0, 0, { jobId: '1042', cost: 16 })],
}
const NAMES: Record<string, string> = {
  'flux-2-1K': 'Flux 2',
  'imagen-4': 'Imagen 4',
  V5: 'Suno V5',
}
const nameOf = (id: string | null | undefined) => (id ? (NAMES[id] ?? id) : '')

let starred: unknown[]
let boarded: { url: string; body: unknown }[]
const reply = (body: unknown) => ({ ok: true, status: 200, json: async () => body })

beforeEach(() => {
  starred = []
  boarded = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/v1/generations')) {
      const generations = [
        generation(0, 'a red kite', 'flux-2-1K'),
        generation(1, 'a red kite', 'imagen-4'),
        generation(2, 'a blue kite', 'flux-2-1K'),
        song,
      ]
      return reply({ generations, count: 4, limit: 100 })
    }
    if (url === '/api/studio/stars' && init?.method === 'PUT') {
      starred.push(JSON.parse(String(init.body)))
      return reply({})
    }
    if (url === '/api/studio/stars') return reply({ stars: [] })
    if (url === '/api/studio/boards') {
      const board = { id: 'b1', name: 'Kites', createdAt: '2026-01-01T10:00:00.000Z', count: 0 }
      return reply({ boards: [board] })
    }
    if (url.startsWith('/api/studio/boards/') && init?.method === 'POST') {
      boarded.push({ url, body: JSON.parse(String(init.body)) })
      return reply({})
    }
    return reply({})
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderResults(run: RunAnswer = answer) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RunResults answer={run} nameOf={nameOf} />
    </QueryClientProvider>,
  )
}

describe('a run’s results', () => {
  it('lay out by prompt and model, each made one opening full size in the lightbox', async () => {
    renderResults()
    const grid = screen.getByRole('table', { name: 'Results: each prompt on each model' })
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Prompt', 'Flux 2', 'Imagen 4'])
    await screen.findByRole(
      'button',
      { name: 'Blue · Flux 2 · variation 1: open it full size' },
      { timeout: 10_000 },
    )
    expect(within(grid).getByText('The model could not make it.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /^Red · Imagen 4 · variation 1: open/ }))
    const lightbox = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    expect(within(lightbox).getByText('Red · Imagen 4 · variation 1')).toBeInTheDocument()
    expect(within(lightbox).getByRole('link', { name: 'Open in the gallery' })).toHaveAttribute(
      'href',
      '/gallery?view=job-1',
    )
  })

  it('download the chosen as one ZIP, named by prompt, model and variation, and star them', async () => {
    renderResults()
    fireEvent.click(
      await screen.findByRole(
        'checkbox',
        { name: 'Choose Red · Flux 2 · variation 1' },
        { timeout: 10_000 },
      ),
    )
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Blue · Flux 2 · variation 1' }))
    const bar = screen.getByRole('region', { name: 'Keep the results' })
    expect(bar).toHaveTextContent('2 of 3 chosen')
    const zip = within(bar).getByRole('button', { name: 'Download ZIP' }).closest('form')!
    expect(zip).toHaveAttribute('action', '/api/studio/downloads')
    const items = JSON.parse((zip.querySelector('input[name=items]') as HTMLInputElement).value)
    expect(items).toEqual([
      { url: 'https://cdn.test/0.png', name: 'Red · Flux 2 · variation 1.png' },
      { url: 'https://cdn.test/2.png', name: 'Blue · Flux 2 · variation 1.png' },
    ])
    fireEvent.click(within(bar).getByRole('button', { name: 'Star all' }))
    await screen.findByText(/Starred/)
    expect(starred).toEqual([
      {
        items: [
          { kind: 'media', id: 'job-0' },
          { kind: 'media', id: 'job-2' },
        ],
        starred: true,
      },
    ])
    fireEvent.click(within(bar).getByRole('button', { name: 'Choose all 3' }))
    expect(bar).toHaveTextContent('3 of 3 chosen')
    fireEvent.click(within(bar).getByRole('button', { name: 'Add to board…' }))
    const board = await within(bar).findByRole('form', { name: 'Add to a board' })
    await within(board).findByRole('option', { name: 'Kites' })
    fireEvent.change(within(board).getByLabelText('Board'), { target: { value: 'b1' } })
    fireEvent.click(within(board).getByRole('button', { name: 'Add to board' }))
    await within(bar).findByText(/Added 3 results to/)
    expect(boarded).toEqual([
      {
        url: '/api/studio/boards/b1/items',
        body: {
          items: ['job-0', 'job-1', 'job-2'].map((id) => ({ kind: 'media', id })),
        },
      },
    ])
  })

  it('play a run’s songs in place, each of its two, and keep both in the ZIP', async () => {
    renderResults(songs)
    const name = 'Prompt 1 · Suno V5 · variation 1'
    const first = await screen.findByRole(
      'button',
      { name: `Play Song 1 of ${name}` },
      { timeout: 10_000 },
    )
    expect(screen.getByRole('button', { name: `Play Song 2 of ${name}` })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /open it full size/ })).toBeNull()
    expect(screen.getAllByText('· 2 min 5 s')).toHaveLength(2)
    const audio = document.querySelectorAll('audio')
    expect([...audio].map((a) => a.getAttribute('src'))).toEqual([
      'https://cdn.test/song-1.mp3',
      'https://cdn.test/song-2.mp3',
    ])
    const play = vi.spyOn(audio[0]!, 'play').mockResolvedValue()
    fireEvent.click(first)
    expect(play).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('checkbox', { name: `Choose ${name}` }))
    const bar = screen.getByRole('region', { name: 'Keep the results' })
    const zip = within(bar).getByRole('button', { name: 'Download ZIP' }).closest('form')!
    const items = JSON.parse((zip.querySelector('input[name=items]') as HTMLInputElement).value)
    expect(items.map((i: { url: string }) => i.url)).toEqual([
      'https://cdn.test/song-1.mp3',
      'https://cdn.test/song-2.mp3',
    ])
  })
})
