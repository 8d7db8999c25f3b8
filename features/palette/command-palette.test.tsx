// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { PaletteSource } from '@/features/palette/model/palette-source'
import CommandPalette from './command-palette'
import { pagesSource } from './pages-source'

const push = vi.fn()
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/create',
  useSearchParams: () => new URLSearchParams(),
}))

beforeAll(() => {
  // jsdom lays nothing out: cmdk scrolls the chosen row into view and watches sizes.
  Element.prototype.scrollIntoView = () => {}
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

const emptySource: PaletteSource = { id: 'empty', heading: 'Presets', useCommands: () => [] }

function renderPalette(extra: PaletteSource[] = []) {
  const onClose = vi.fn()
  render(<CommandPalette sources={[...extra, pagesSource, emptySource]} onClose={onClose} />)
  return { onClose, input: screen.getByRole('combobox') }
}

describe('command palette', () => {
  it('lists every page of the navigation and no empty group', () => {
    renderPalette()
    const options = screen.getAllByRole('option').map((o) => o.textContent)
    expect(options).toEqual(
      expect.arrayContaining(['Create' + 'You are here', 'Runs', 'Gallery', 'Usage']),
    )
    expect(options).toHaveLength(10)
    expect(screen.queryByText('Presets')).toBeNull()
  })

  it('filters as you type and goes to the page with Enter, keyboard only', () => {
    const { input, onClose } = renderPalette()
    expect(input).toHaveFocus()
    fireEvent.change(input, { target: { value: 'gall' } })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Gallery'])
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onClose).toHaveBeenCalled()
    expect(push).toHaveBeenCalledWith('/gallery')
  })

  it('moves with the arrows and runs a command of a plugged-in source', () => {
    const run = vi.fn()
    const other = vi.fn()
    const tools: PaletteSource = {
      id: 'tools',
      heading: 'Run on the open output',
      useCommands: () => [
        { id: 'a', label: 'Remove background: A fox', perform: { run: other } },
        { id: 'b', label: 'Captions: A fox', perform: { run } },
      ],
    }
    const { input } = renderPalette([tools])
    fireEvent.change(input, { target: { value: 'fox' } })
    const group = screen.getByRole('group', { name: 'Run on the open output' })
    expect(within(group).getAllByRole('option')).toHaveLength(2)
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(run).toHaveBeenCalledTimes(1)
    expect(other).not.toHaveBeenCalled()
  })

  it('shows a searched source’s rows as they come, its keys as chips that remove them', () => {
    const results: PaletteSource = {
      id: 'results',
      heading: 'Your results',
      searched: true,
      useCommands: (query) =>
        query.includes('tag:hero')
          ? [
              {
                id: 'g1',
                label: 'A copper weathervane',
                detail: 'FLUX.2 1K · Jun 2, 2026',
                picture: { url: null, kind: 'image' as const },
                perform: { href: '/gallery?q=tag%3Ahero&view=g1' },
              },
            ]
          : [],
    }
    const { input } = renderPalette([results])
    fireEvent.change(input, { target: { value: 'tag:hero' } })
    // Its words are not the typed key's: a source the palette filtered would hide it.
    const row = within(screen.getByRole('group', { name: 'Your results' })).getByRole('option')
    expect(row).toHaveTextContent('A copper weathervane')
    expect(row).toHaveTextContent('FLUX.2 1K · Jun 2, 2026')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(push).toHaveBeenLastCalledWith('/gallery?q=tag%3Ahero&view=g1')
  })

  it('shows each key typed as a chip, and removing it takes it out of what is typed', () => {
    const { input } = renderPalette()
    fireEvent.change(input, { target: { value: 'fox tag:hero starred' } })
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tag: hero' }))
    expect(input).toHaveValue('fox starred')
    expect(screen.getByRole('button', { name: 'Remove Starred' })).toBeVisible()
  })

  it('says so in words when nothing matches', () => {
    const { input } = renderPalette()
    fireEvent.change(input, { target: { value: 'zzzz' } })
    expect(screen.getByText('Nothing matches “zzzz”.')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }))
    expect(input).toHaveValue('')
  })
})
