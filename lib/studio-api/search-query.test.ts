import { describe, expect, it } from 'vitest'
import { SEARCH_MAX_TERMS, dayOf, parseSearch, searchWords, withoutToken } from './search-query'
import { SEARCH_MAX_CHARS, searchedText } from './search-limit'
import { SearchRequest } from './search-request'

const terms = (text: string) => parseSearch(text).tokens.map(({ raw: _raw, ...term }) => term)

describe('the search query', () => {
  it('reads plain words and quoted phrases', () => {
    expect(terms('lighthouse  at "blue hour" dusk')).toEqual([
      { key: 'word', value: 'lighthouse' },
      { key: 'word', value: 'at' },
      { key: 'phrase', value: 'blue hour' },
      { key: 'word', value: 'dusk' },
    ])
    // An unclosed quote runs to the end; an empty one is nothing.
    expect(terms('"red fox')).toEqual([{ key: 'phrase', value: 'red fox' }])
    expect(terms('"" fox')).toEqual([{ key: 'word', value: 'fox' }])
  })

  it('reads every key the studio knows', () => {
    expect(
      terms(
        'tag:hero rated:5 rated:4+ starred model:veo kind:song before:2026-11-01 after:2026-10',
      ),
    ).toEqual([
      { key: 'tag', value: 'hero' },
      { key: 'rated', value: 5, orMore: false },
      { key: 'rated', value: 4, orMore: true },
      { key: 'starred' },
      { key: 'model', value: 'veo' },
      { key: 'kind', value: 'song' },
      { key: 'before', value: '2026-11-01' },
      { key: 'after', value: '2026-10-01' },
    ])
  })

  it('takes keys in any case and kinds by their other names', () => {
    expect(terms('TAG:Hero Kind:Music kind:premium #:night IS:STARRED')).toEqual([
      { key: 'tag', value: 'hero' },
      { key: 'kind', value: 'song' },
      { key: 'kind', value: 'order' },
      { key: 'tag', value: 'night' },
      { key: 'starred' },
    ])
  })

  it('keeps a word with a colon it does not know as a word', () => {
    expect(terms('16:9 portrait http://x')).toEqual([
      { key: 'word', value: '16:9' },
      { key: 'word', value: 'portrait' },
      { key: 'word', value: 'http://x' },
    ])
  })

  it('says in words what it could not read, and leaves it out', () => {
    const { tokens, problems } = parseSearch('rated:9 kind:planet before:2026-02-30 tag:a/b sea')
    expect(tokens.map((t) => t.raw)).toEqual(['sea'])
    expect(problems).toEqual([
      '“rated:9” is not a rating: write rated:1 to rated:5, or rated:4+ for 4 or more.',
      expect.stringMatching(/^“kind:planet” is not a kind: try kind:image, kind:video/),
      '“before:2026-02-30” is not a date: write it as before:2026-11-01.',
      '“tag:a/b” is not a tag: a tag is one word of letters, digits, - or _.',
    ])
  })

  it('is bounded in length and in terms', () => {
    const long = parseSearch('a'.repeat(SEARCH_MAX_CHARS + 50))
    expect(long.tokens[0]!.raw.length).toBeLessThanOrEqual(SEARCH_MAX_CHARS)
    expect(long.problems).toContain(`Only the first ${SEARCH_MAX_CHARS} characters are searched.`)
    // Characters as the route counts them: 200 emoji are within the bound, 201 are not, and
    // none is cut in half.
    const emoji = '\u{1F98A}'
    expect(parseSearch(emoji.repeat(SEARCH_MAX_CHARS)).problems).toEqual([])
    expect(searchedText(emoji.repeat(SEARCH_MAX_CHARS + 1))).toBe(emoji.repeat(SEARCH_MAX_CHARS))
    expect(SearchRequest.safeParse({ q: searchedText(emoji.repeat(500)) }).success).toBe(true)
    expect(SearchRequest.safeParse({ q: searchedText('a'.repeat(5000)) }).success).toBe(true)
    const many = parseSearch(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))
    expect(many.tokens).toHaveLength(SEARCH_MAX_TERMS)
    expect(many.problems).toContain(
      `Only the first ${SEARCH_MAX_TERMS} words and filters are used.`,
    )
  })

  it('counts the same condition once', () => {
    expect(terms('starred starred tag:a TAG:a sea Sea')).toEqual([
      { key: 'starred' },
      { key: 'tag', value: 'a' },
      { key: 'word', value: 'sea' },
    ])
  })

  it('removes one chip and keeps the rest of the text as typed', () => {
    expect(withoutToken('red fox tag:hero "blue hour" starred', 2)).toBe(
      'red fox "blue hour" starred',
    )
    expect(withoutToken('red fox', 5)).toBe('red fox')
  })

  it('tells words from filters', () => {
    expect(searchWords(parseSearch('fox tag:a "blue hour" kind:image').tokens)).toEqual({
      words: ['fox'],
      phrases: ['blue hour'],
    })
  })

  it('knows a real day from a made-up one', () => {
    expect(dayOf('2026-11-01')).toBe('2026-11-01')
    expect(dayOf('2026-11')).toBe('2026-11-01')
    expect(dayOf('2026-13-01')).toBeNull()
    expect(dayOf('2025-02-29')).toBeNull()
    expect(dayOf('yesterday')).toBeNull()
  })
})
