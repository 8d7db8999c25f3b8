// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AudioRunSeed } from '@/lib/forms/audio-run-seed'
import { AudioRunBuilder } from './audio-run-builder'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))

const song = {
  model_id: 'V5',
  display_name: 'Suno V5',
  model_type: 'music',
  cost_per_generation: 16,
}
const older = {
  model_id: 'V4',
  display_name: 'Suno V4',
  model_type: 'music',
  cost_per_generation: 10,
}
const seed: AudioRunSeed = {
  kind: 'music',
  field: 'prompt',
  text: 'A calm {piano|guitar} piece',
  request: { model: 'V5', instrumental: true, prompt: 'A calm {piano|guitar} piece' },
}
const summary = {
  id: 'r1',
  title: 'A calm {piano|guitar} piece',
  state: 'running',
  reason: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  total: 64,
  spent: 0,
  items: 4,
  sent: 0,
  settled: 0,
  nextStartAt: null,
  endTold: false,
}

let handed: unknown[]
beforeEach(() => {
  handed = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const reply = (body: unknown) => ({ ok: true, status: 200, json: async () => body })
    if (url === '/api/v1/models') return reply({ models: [song, older], total_count: 2 })
    if (url === '/api/v1/balance') return reply({ credits: 100 })
    if (url === '/api/studio/runs' && init?.method === 'POST') {
      handed.push(JSON.parse(String(init.body)))
      return reply({ run: summary })
    }
    return reply({})
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the audio run builder', () => {
  it('lists every song the form’s alternatives make, prices the run, and hands it over once', async () => {
    const onStarted = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AudioRunBuilder seed={seed} onStarted={onStarted} />
      </QueryClientProvider>,
    )
    fireEvent.change(screen.getByLabelText('Variations of each'), { target: { value: '2' } })
    const made = await screen.findByRole('list', { name: 'What it makes: 2 texts' })
    expect(
      within(made)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Prompt 1A calm piano piece4 songs · 32 credits',
      'Prompt 2A calm guitar piece4 songs · 32 credits',
    ])
    expect(await screen.findByText('4 items · 64 credits')).toBeTruthy()
    const start = screen.getByRole('button', { name: 'Start 4 for 64 credits' })
    fireEvent.click(start)
    fireEvent.click(start)
    await waitFor(() => expect(push).toHaveBeenCalledWith('/runs/r1'))
    expect(handed).toHaveLength(1)
    expect(handed[0]).toMatchObject({
      kind: 'music',
      title: 'A calm {piano|guitar} piece',
      columns: ['V5'],
      total: 64,
    })
    const items = (handed[0] as { items: { body: unknown }[] }).items
    expect(items.map((i) => i.body)).toEqual([
      ...Array(2).fill({ model: 'V5', instrumental: true, prompt: 'A calm piano piece' }),
      ...Array(2).fill({ model: 'V5', instrumental: true, prompt: 'A calm guitar piece' }),
    ])
    expect(onStarted).toHaveBeenCalledOnce()
  })

  it('compares song models: each text goes to every model chosen, priced on each', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AudioRunBuilder seed={seed} onStarted={vi.fn()} />
      </QueryClientProvider>,
    )
    fireEvent.click(await screen.findByLabelText(/Suno V4/))
    const made = await screen.findByRole('list', { name: 'What it makes: 2 texts' })
    expect(within(made).getAllByRole('listitem')[0]?.textContent).toBe(
      'Prompt 1A calm piano piece4 songs · 26 credits',
    )
    const start = await screen.findByRole('button', { name: 'Start 4 for 52 credits' })
    fireEvent.click(start)
    await waitFor(() => expect(handed).toHaveLength(1))
    expect(handed[0]).toMatchObject({ columns: ['V5', 'V4'], total: 52 })
    const items = (handed[0] as { items: { column: number; body: { model: string } }[] }).items
    expect(items.map((i) => [i.column, i.body.model])).toEqual([
      [0, 'V5'],
      [1, 'V4'],
      [0, 'V5'],
      [1, 'V4'],
    ])
  })

  it('takes a CSV of songs, each row with its own settings', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AudioRunBuilder seed={seed} onStarted={vi.fn()} />
      </QueryClientProvider>,
    )
    fireEvent.click(await screen.findByRole('radio', { name: 'A CSV' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'CSV' }), {
      target: { value: 'prompt,instrumental\nA waltz,no\nA march,yes' },
    })
    const made = await screen.findByRole('list', { name: 'What it makes: 2 texts' })
    expect(within(made).getAllByRole('listitem')[0]?.textContent).toBe(
      'Row 2A waltz2 songs · 16 credits',
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Start 2 for 32 credits' }))
    await waitFor(() => expect(handed).toHaveLength(1))
    const items = (handed[0] as { items: { body: unknown }[] }).items
    expect(items.map((i) => i.body)).toEqual([
      { model: 'V5', instrumental: false, prompt: 'A waltz' },
      { model: 'V5', instrumental: true, prompt: 'A march' },
    ])
  })

  it('will not start what the balance cannot pay', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AudioRunBuilder seed={seed} onStarted={vi.fn()} />
      </QueryClientProvider>,
    )
    fireEvent.change(screen.getByLabelText('Variations of each'), { target: { value: '8' } })
    expect(await screen.findByText('The run costs more than you can spend now.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Start 16 for 256 credits' })).toBeDisabled()
  })
})
