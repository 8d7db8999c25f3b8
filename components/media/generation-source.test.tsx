// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import { useChosenGeneration } from './generation-source'

const CLIP: GenerationStatus = {
  id: 'gen_clip',
  status: 'completed',
  model: 'veo3-1-fast-text-to-video',
  prompt: 'A harbor at dawn',
  outputs: [{ id: 'out_clip', url: 'https://cdn.example/clip.mp4', media_type: 'video/mp4' }],
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useChosenGeneration', () => {
  it('keeps the generation while the history stops listing it and its own read is under way', () => {
    // Newer jobs push it off the history's newest page; its read by id never answers here.
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    const client = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result, rerender } = renderHook(
      ({ history }) => useChosenGeneration(history, CLIP.id),
      { wrapper, initialProps: { history: [CLIP] } },
    )
    expect(result.current.generation?.id).toBe(CLIP.id)
    rerender({ history: [] })
    expect(result.current.generation?.id).toBe(CLIP.id)
    expect(result.current.error).toBeNull()
  })

  it('gives nothing for another id', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}))
    const client = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result, rerender } = renderHook(({ id }) => useChosenGeneration([CLIP], id), {
      wrapper,
      initialProps: { id: CLIP.id },
    })
    rerender({ id: 'gen_other' })
    expect(result.current.generation).toBeNull()
  })
})
