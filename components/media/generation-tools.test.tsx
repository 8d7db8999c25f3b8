// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render as renderPlain, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CATALOG, generationFixture, outputFixture } from '@/lib/test/generation-fixtures'
import { GenerationTools } from './generation-tools'

vi.mock('./use-tool-facts', () => ({
  useToolFacts: () => ({
    models: CATALOG,
    history: [],
    finalized: new Set(),
    now: Date.parse('2026-01-02T00:00:00.000Z'),
    loading: false,
  }),
}))
afterEach(cleanup)

const render = (ui: ReactElement) =>
  renderPlain(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)

describe('GenerationTools', () => {
  it('links every tool that applies and disables the others with the reason', () => {
    const hd = outputFixture({ width: 1920, height: 1080 })
    render(<GenerationTools generation={generationFixture({ id: 'g-9', outputs: [hd] })} />)
    const usable = screen.getByRole('list', { name: 'Tools for this output' })
    expect(within(usable).getByRole('link', { name: 'Captions' })).toHaveAttribute(
      'href',
      '/tools?tool=captions&from=g-9&output=o1',
    )
    const extend = screen.getByRole('button', { name: 'Extend' })
    expect(extend).toBeDisabled()
    // Folded under one line that names them; the reasons show once it is opened.
    const folded = extend.closest('details')
    expect(folded).not.toHaveAttribute('open')
    expect(folded?.querySelector('summary')).toHaveTextContent(/^Not for this output: Extend/)
    expect(extend).toHaveAccessibleDescription(
      'Not available: this clip is 1080p: extend takes lite, fast or quality 720p outputs of Veo 3.1.',
    )
  })

  it('shows the draft badge with its countdown, and Split into stems for audio', () => {
    const draft = generationFixture({
      model: 'seedance-1-5-lite',
      parameters: [['quality', '720p-draft']],
      createdAt: '2026-01-01T00:00:00.000Z',
      outputs: [
        outputFixture(),
        outputFixture({
          id: 'o2',
          kind: 'audio',
          originalUrl: 'https://cdn.test/a b.mp3',
          label: 'fr',
        }),
      ],
    })
    render(<GenerationTools generation={draft} />)
    expect(screen.getByText('Draft')).toBeInTheDocument()
    expect(screen.getByText('Finalize within 6 d 0 h')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Finalize draft' })[0]).toHaveAttribute(
      'href',
      '/tools?tool=finalize-draft&from=g1&output=o1',
    )
    expect(screen.getByRole('link', { name: 'Split into stems' })).toHaveAttribute(
      'href',
      `/audio?split=${encodeURIComponent('https://cdn.test/a b.mp3')}&from=g1`,
    )
    expect(screen.getByRole('list', { name: 'Tools for French (fr)' })).toBeInTheDocument()
  })

  it("names a song's takes in words, never the service's marks", () => {
    const takes = ['song-1', 'song-2'].map((label, i) =>
      outputFixture({
        id: `o${i + 1}`,
        kind: 'audio',
        originalUrl: `https://cdn.test/${i}.mp3`,
        label,
      }),
    )
    render(<GenerationTools generation={generationFixture({ outputs: takes })} />)
    expect(screen.getByRole('list', { name: 'Tools for Song 1' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Tools for Song 2' })).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/song-\d/)
  })
})
