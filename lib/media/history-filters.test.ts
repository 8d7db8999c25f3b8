import { describe, expect, it } from 'vitest'
import {
  filtersFromSearch,
  choicesOn,
  hasFilters,
  listQueryOf,
  matchesFilters,
  newestFirst,
  searchWith,
} from './history-filters'

describe('gallery filters and the URL', () => {
  it('reads the filters from the search parameters, empty when absent', () => {
    expect(
      filtersFromSearch(new URLSearchParams('status=failed&model=flux-2&type=text-to-image')),
    ).toEqual({
      status: 'failed',
      model: 'flux-2',
      type: 'text-to-image',
    })
    const none = filtersFromSearch(new URLSearchParams(''))
    expect(none).toEqual({ status: '', model: '', type: '' })
    expect(hasFilters(none)).toBe(false)
  })

  it('counts the choices that narrow the list; a board’s own page is no choice', () => {
    const filters = { status: 'failed', model: '', type: 'text-to-image' }
    expect(choicesOn(filters, { board: 'b1', starred: true }, false)).toBe(4)
    expect(choicesOn(filters, { board: 'b1', starred: false }, true)).toBe(2)
    expect(
      choicesOn({ status: '', model: '', type: '' }, { board: '', starred: false }, false),
    ).toBe(0)
  })

  it('writes a filter, clears an empty one and keeps unrelated parameters', () => {
    const params = new URLSearchParams('status=failed&view=abc')
    expect(searchWith(params, { model: 'veo 3', status: '' })).toBe('?view=abc&model=veo+3')
    expect(searchWith(new URLSearchParams('status=x'), { status: null })).toBe('')
  })

  it('round-trips through the URL', () => {
    const filters = { status: 'completed', model: 'Kling/v2 & co', type: 'image-to-video' }
    const search = searchWith(new URLSearchParams(), filters)
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(filters)
  })

  it('maps the type filter to generation_type for the service', () => {
    expect(listQueryOf({ status: '', model: 'm', type: 'text-to-video' })).toEqual({
      status: '',
      model: 'm',
      generation_type: 'text-to-video',
    })
  })

  it('matches records tolerantly: error is failed, queued is pending, model case ignored', () => {
    const record = { id: '1', status: 'error', model: 'Flux-2', generation_type: 'text-to-image' }
    expect(matchesFilters(record, { status: 'failed', model: 'flux-2', type: '' })).toBe(true)
    expect(
      matchesFilters({ ...record, status: 'queued' }, { status: 'pending', model: '', type: '' }),
    ).toBe(true)
    expect(matchesFilters(record, { status: 'completed', model: '', type: '' })).toBe(false)
    expect(matchesFilters(record, { status: '', model: '', type: 'text-to-video' })).toBe(false)
  })

  it('sorts newest first, records without a date last', () => {
    const sorted = newestFirst([
      { id: 'old', status: 'completed', created_at: '2024-01-01T00:00:00Z' },
      { id: 'none', status: 'completed' },
      { id: 'new', status: 'completed', created_at: '2025-06-01T00:00:00Z' },
    ])
    expect(sorted.map((r) => r.id)).toEqual(['new', 'old', 'none'])
  })
})
