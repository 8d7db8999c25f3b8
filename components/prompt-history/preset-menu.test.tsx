// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Preset } from '@/lib/studio-api/presets'
import { PresetMenu } from './preset-menu'
import { PromptToolsProvider } from './prompt-tools'

const preset = (id: string, name: string, extra: Partial<Preset> = {}): Preset => ({
  id,
  name,
  form: 'video',
  model: 'veo3',
  prompt: 'slow dolly',
  options: { aspect_ratio: '9:16' },
  shared: false,
  mine: true,
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...extra,
})
const PRESETS = [
  preset('p1', 'My vertical'),
  preset('p2', 'Team look', { shared: true, mine: false }),
  preset('p3', 'A song', { form: 'music' }),
]

let posted: unknown[] = []
let team = 'member'
let refuse: { status: number; body: unknown } | null = null
beforeEach(() => {
  posted = []
  team = 'member'
  refuse = null
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') {
      posted.push(JSON.parse(String(init.body)))
      if (refuse) return Response.json(refuse.body, { status: refuse.status })
      return Response.json({ preset: preset('p9', 'New') })
    }
    return Response.json({ presets: PRESETS, team })
  })
})
afterEach(() => vi.unstubAllGlobals())

function renderMenu() {
  const apply = vi.fn()
  const current = () => ({
    form: 'image' as const,
    model: 'flux-dev',
    prompt: 'a kite',
    options: { aspect_ratio: '1:1' },
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PromptToolsProvider value={{ form: 'image', current, apply }}>
        <PresetMenu />
      </PromptToolsProvider>
    </QueryClientProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Presets' }))
  return { apply }
}

describe('the preset menu', () => {
  it("lists this page's presets, the team's read-only, and applies one in a click", async () => {
    const { apply } = renderMenu()
    const list = await screen.findByRole('list', { name: 'Presets' }, { timeout: 5000 })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('My vertical'),
      expect.stringContaining('Team look'),
    ])
    expect(within(rows[0]!).getByRole('button', { name: 'Delete My vertical' })).toBeInTheDocument()
    expect(rows[1]).toHaveTextContent('Team · read-only')
    expect(within(rows[1]!).queryByRole('button', { name: /Rename|Delete/ })).toBeNull()
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Team look' }))
    expect(apply).toHaveBeenCalledWith(PRESETS[1])
  })

  it('saves the form under a name, with or without its prompt, and refuses an empty name in words', async () => {
    renderMenu()
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 })
    fireEvent.click(save)
    expect(await screen.findByText('Give the preset a name.')).toBeInTheDocument()
    expect(posted).toEqual([])
    fireEvent.change(screen.getByLabelText('New preset name'), { target: { value: 'Square kite' } })
    fireEvent.click(screen.getByLabelText(/Keep the prompt too/))
    fireEvent.click(screen.getByLabelText('Share with my team'))
    fireEvent.click(save)
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toEqual({
      form: 'image',
      model: 'flux-dev',
      prompt: '',
      options: { aspect_ratio: '1:1' },
      name: 'Square kite',
      shared: true,
    })
  })

  it('says why a preset was not saved, and why sharing is not offered without a team', async () => {
    team = 'none'
    refuse = {
      status: 409,
      body: { error: 'name_taken', message: 'You already have a preset called “X”.' },
    }
    renderMenu()
    expect(
      await screen.findByText(
        'Sharing needs a team: this account is not in one.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Share with my team')).toBeDisabled()
    fireEvent.change(screen.getByLabelText('New preset name'), { target: { value: 'X' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The preset was not saved: You already have a preset called “X”.',
    )
  })
})
