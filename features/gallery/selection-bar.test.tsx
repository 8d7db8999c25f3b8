// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import { studioPaths } from '@/lib/studio-api/routes'
import { SelectionBar } from './selection-bar'

const calls: { url: string; method: string; body: unknown }[] = []
beforeEach(() => {
  calls.length = 0
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body && JSON.parse(String(init.body)),
    })
    if (String(url).includes('/assets')) {
      return Response.json({ assets: [], count: 0, team: { quota_bytes: 1, used_bytes: 0 } })
    }
    if (url === studioPaths.boards) return Response.json({ boards: [] })
    return Response.json({ ok: true })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const output = (id: string): OutputView =>
  ({
    id,
    kind: 'image',
    url: `http://m/${id}.png`,
    originalUrl: `http://m/${id}.png`,
    format: 'png',
  }) as OutputView
const generation = (id: string, prompt: string): GenerationView =>
  ({
    id,
    prompt,
    outputs: [output(`${id}-o`)],
    phase: 'completed',
    parameters: [],
  }) as unknown as GenerationView

function renderBar(chosen: GenerationView[]) {
  const onCompare = vi.fn()
  const onClear = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SelectionBar chosen={chosen} onCompare={onCompare} onClear={onClear} />
    </QueryClientProvider>,
  )
  return { onCompare, onClear }
}

describe('the selection bar', () => {
  it('shows nothing while nothing is chosen', () => {
    renderBar([])
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull()
  })

  it('posts the chosen files to the ZIP route as a form, so the browser saves the stream', () => {
    renderBar([generation('a', 'A fox'), generation('b', 'A hare')])
    expect(screen.getByRole('region', { name: 'Selection' }).textContent).toContain('2 selected')
    const form = screen.getByRole('button', { name: 'Download ZIP' }).closest('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe(studioPaths.downloads)
    const items = JSON.parse((form.elements.namedItem('items') as HTMLInputElement).value)
    expect(items).toEqual([
      { url: 'http://m/a-o.png', name: 'A fox.png' },
      { url: 'http://m/b-o.png', name: 'A hare.png' },
    ])
  })

  it('compares exactly two, and clears', () => {
    const { onCompare, onClear } = renderBar([generation('a', 'A fox'), generation('b', 'A hare')])
    fireEvent.click(screen.getByRole('button', { name: 'Compare two' }))
    expect(onCompare).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onClear).toHaveBeenCalledOnce()
    cleanup()
    renderBar([generation('a', 'A fox')])
    expect(screen.getByRole('button', { name: 'Compare two' })).toHaveProperty('disabled', true)
  })

  it('stars every chosen output in one write, by kind and id', async () => {
    renderBar([generation('a', 'A fox'), generation('b', 'A hare')])
    fireEvent.click(screen.getByRole('button', { name: 'Star all' }))
    await waitFor(() => expect(calls.some((c) => c.url === studioPaths.stars)).toBe(true))
    expect(calls.find((c) => c.url === studioPaths.stars)).toMatchObject({
      method: 'PUT',
      body: {
        items: [
          { kind: 'media', id: 'a' },
          { kind: 'media', id: 'b' },
        ],
        starred: true,
      },
    })
  })

  it('asks a team member which library before saving', async () => {
    renderBar([generation('a', 'A fox')])
    fireEvent.click(screen.getByRole('button', { name: 'Save to library…' }))
    const save = await screen.findByRole('button', { name: 'Save to library' })
    await screen.findByLabelText('Library')
    expect(save).toHaveProperty('disabled', true)
    fireEvent.change(screen.getByLabelText('Library'), { target: { value: 'team' } })
    fireEvent.click(save)
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'a-fox',
      url: 'http://m/a-o.png',
      shared: true,
    })
  })
})
