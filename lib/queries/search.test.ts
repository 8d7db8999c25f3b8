import { describe, expect, it } from 'vitest'
import { SEARCH_MAX_CHARS } from '@/lib/studio-api/search-limit'
import { searchPath } from './search'

describe('the search read', () => {
  it('sends the searched part of a long paste, which the route accepts, never all of it', () => {
    const path = searchPath({ q: 'lighthouse '.repeat(100) }, 30, null)
    const q = new URL(path, 'http://studio').searchParams.get('q')!
    expect(Array.from(q)).toHaveLength(SEARCH_MAX_CHARS)
    expect(q.startsWith('lighthouse lighthouse')).toBe(true)
  })
})
