import { describe, expect, it } from 'vitest'
import { matchWords, shownOfMatchWords } from './search-words'

const FEED: [string, string] = ['image or video', 'images and videos']

describe('search words', () => {
  it('counts what matched', () => {
    expect(matchWords({ count: 12, more: false }, 12, true)).toBe('12 results, best match first')
    expect(matchWords({ count: 30, more: true }, 30, false)).toBe(
      'More than 30 results, newest first',
    )
  })

  it('says how many a view of some kinds shows of all that matched', () => {
    expect(shownOfMatchWords({ count: 12, more: false }, 12, 12, true, FEED)).toBe(
      '12 results, best match first',
    )
    expect(shownOfMatchWords({ count: 12, more: false }, 8, 12, true, FEED)).toBe(
      '8 images and videos of 12 results, best match first',
    )
    expect(shownOfMatchWords({ count: 30, more: true }, 1, 30, true, FEED)).toBe(
      '1 image or video of more than 30 results, best match first',
    )
  })
})
