// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { resultHref, resultsSource, searchable } from './results-source'

const search = vi.fn()
vi.mock('@/lib/queries/search', () => ({
  useSearch: (filters: unknown, options: unknown) => search(filters, options),
}))

const hit = (extra = {}) => ({
  kind: 'media',
  id: 'gen-1',
  record: {
    id: 'gen-1',
    status: 'completed',
    prompt: 'A copper weathervane above the barn',
    outputs: [
      {
        id: 'o',
        media_type: 'image',
        url: 'https://cdn.test/a.png',
        thumbnail_url: 'https://cdn.test/a-t.png',
      },
    ],
  },
  resultKinds: ['image'],
  modelName: 'FLUX.2 1K',
  createdAt: '2026-06-02T12:00:00.000Z',
  tags: [],
  rating: null,
  starred: false,
  ...extra,
})

describe('the palette’s results', () => {
  it('are the results themselves: picture, words, model and date, opening the gallery’s detail', () => {
    search.mockReturnValue({ hits: [hit()] })
    const { result } = renderHook(() => resultsSource.useCommands('barn'))
    expect(search).toHaveBeenLastCalledWith({ q: 'barn' }, { enabled: true, pageSize: 8 })
    expect(result.current).toEqual([
      {
        id: 'media:gen-1',
        label: 'A copper weathervane above the barn',
        detail: expect.stringMatching(/^FLUX\.2 1K · Jun [23], 2026$/),
        picture: { url: 'https://cdn.test/a-t.png', kind: 'image' },
        perform: { href: '/gallery?q=barn&view=gen-1' },
      },
    ])
  })

  it('opens an order on its own page, and a song with its kind’s mark', () => {
    search.mockReturnValue({
      hits: [
        hit({
          kind: 'premium',
          id: 'ord-1',
          record: { id: 'ord-1', status: 'completed', outputs: [] },
          resultKinds: ['order', 'video'],
        }),
        hit({
          kind: 'music',
          id: 's-1',
          record: { id: 's-1', status: 'completed', prompt: 'sea', outputs: [] },
          resultKinds: ['song'],
        }),
      ],
    })
    const { result } = renderHook(() => resultsSource.useCommands('tag:hero'))
    expect(result.current.map((c) => [c.perform, c.picture, c.label])).toEqual([
      [{ href: '/orders/ord-1' }, { url: null, kind: 'video' }, 'Untitled result'],
      [{ href: '/gallery?q=tag%3Ahero&view=s-1' }, { url: null, kind: 'audio' }, 'sea'],
    ])
  })

  it('searches once there is something to search: two letters, or any key', () => {
    expect(searchable('b')).toBe(false)
    expect(searchable('ba')).toBe(true)
    expect(searchable('starred')).toBe(true)
    expect(searchable('rated:5')).toBe(true)
    search.mockReturnValue({ hits: [hit()] })
    const { result } = renderHook(() => resultsSource.useCommands('b'))
    expect(search).toHaveBeenLastCalledWith({ q: 'b' }, { enabled: false, pageSize: 8 })
    expect(result.current).toEqual([])
    expect(resultHref('x y ', 'media', 'g', 'g')).toBe('/gallery?q=x+y&view=g')
  })
})
