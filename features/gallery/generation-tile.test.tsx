// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import { GenerationTile } from './generation-tile'

afterEach(cleanup)

const output = (over: Partial<OutputView>): OutputView => ({
  id: 'o1',
  kind: 'image',
  url: 'https://cdn.example/o1.png',
  originalUrl: 'https://cdn.example/o1.png',
  thumbnailUrl: null,
  width: null,
  height: null,
  format: null,
  fileSize: null,
  durationSeconds: null,
  label: null,
  ...over,
})

const generation = (over: Partial<GenerationView>): GenerationView => ({
  id: 'g1',
  phase: 'completed',
  status: 'completed',
  model: 'nano-banana',
  prompt: 'A storm over the sea',
  generationType: 'image',
  createdAt: null,
  completedAt: null,
  processingMs: null,
  credits: null,
  outputs: [],
  sourceMediaUrls: [],
  errorMessage: null,
  orderId: null,
  isPremiumOrder: false,
  parameters: [],
  ...over,
})

function renderTile(view: GenerationView, onSelect = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <div role="list">
        <GenerationTile
          generation={view}
          width={200}
          height={200}
          position={1}
          total={1}
          selected={false}
          starred={false}
          madeWith="Wan 2.5 · Text to video"
          onOpen={vi.fn()}
          onSelect={onSelect}
        />
      </div>
    </QueryClientProvider>,
  )
  return onSelect
}

// Label in name (WCAG 2.5.3): the tile's button is named by its content, so every word it shows is
// in its name, after "Open <title>"; an aria-label would replace what a voice user reads.
describe('GenerationTile', () => {
  it('names a failed tile by its title and the error it shows', () => {
    renderTile(generation({ phase: 'failed', status: 'failed', errorMessage: 'Refused by policy' }))
    const open = screen.getByRole('button', { name: /^Open A storm over the sea/ })
    expect(open.getAttribute('aria-label')).toBeNull()
    expect(open).toHaveProperty('textContent', expect.stringContaining('Refused by policy'))
    expect(screen.getByRole('button', { name: /Refused by policy/ })).toBe(open)
  })

  it('names a media tile "Open <title>" and keeps the words it prints', () => {
    renderTile(
      generation({ outputs: [output({ kind: 'audio', durationSeconds: 12, format: 'mp3' })] }),
    )
    const open = screen.getByRole('button', { name: /^Open A storm over the sea: .*12 s$/ })
    expect(open.getAttribute('aria-label')).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Select A storm over the sea' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Star A storm over the sea' })).toBeTruthy()
  })

  it('names an image tile "Open <title>"', () => {
    renderTile(generation({ outputs: [output({})] }))
    expect(screen.getByRole('button', { name: 'Open A storm over the sea:' })).toBeTruthy()
  })

  it('chooses the tile from its checkbox (Shift for a range) and with Space when focused', () => {
    const onSelect = renderTile(generation({ id: 'g-9', outputs: [output({})] }))
    const box = screen.getByRole('checkbox', { name: 'Select A storm over the sea' })
    fireEvent.click(box, { shiftKey: true })
    expect(onSelect).toHaveBeenLastCalledWith('g-9', true)
    fireEvent.click(box)
    expect(onSelect).toHaveBeenLastCalledWith('g-9', false)
    const open = screen.getByRole('button', { name: /^Open A storm over the sea/ })
    fireEvent.keyDown(open, { key: ' ' })
    expect(onSelect).toHaveBeenCalledTimes(3)
  })
})
