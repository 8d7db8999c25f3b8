// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import { AudioStudio } from './audio-studio'

// Which tabs' modules the studio has loaded: each panel's module says so as it is evaluated.
const loaded = vi.hoisted(() => new Set<string>())
let params = new URLSearchParams()

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => params,
}))
vi.mock('./music-panel', () => {
  loaded.add('music')
  return { MusicPanel: () => <p>the music form</p> }
})
vi.mock('./speech-panel', () => {
  loaded.add('speech')
  return { SpeechPanel: () => <p>the speech form</p> }
})
vi.mock('./stems-panel', () => {
  loaded.add('stems')
  return { StemsPanel: () => <p>the stems form</p> }
})
vi.mock('./history-panel', () => {
  loaded.add('history')
  return { HistoryPanel: () => <p>the history</p> }
})

function renderStudio(query: string) {
  params = new URLSearchParams(query)
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  client.setQueryData(['models'], { models: CATALOG_MODELS, total_count: CATALOG_MODELS.length })
  render(
    <QueryClientProvider client={client}>
      <AudioStudio />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  loaded.clear()
  vi.resetModules()
})

// The studio opens with the shown tab's code only: all four forms' code, compiled and run at
// once, was the longest task of the page on a phone (docs/performance.md, "Where a phone's time
// goes").
describe('the audio studio', () => {
  it('loads the music form alone when it opens on Music', async () => {
    expect([...loaded]).toEqual([])
    renderStudio('')
    expect(await screen.findByText('the music form')).toBeVisible()
    expect([...loaded]).toEqual(['music'])
  })

  it('loads the speech form alone when it opens on Speech', async () => {
    renderStudio('tab=speech')
    expect(await screen.findByText('the speech form')).toBeVisible()
    expect([...loaded]).toEqual(['speech'])
  })
})
