import { describe, expect, it } from 'vitest'
import { captionsEstimate, captionsLengthProblem } from '@/features/tools/model/captions-rules'
import { dubbingCost, dubbingProblem } from '@/features/tools/model/dubbing-rules'
import { languageList, languageName, searchLanguages } from '@/lib/media/languages'

describe('languages from Intl.DisplayNames', () => {
  const list = languageList()

  it('names the ISO codes the browser knows, sorted by name', () => {
    expect(list.length).toBeGreaterThan(100)
    expect(list).toContainEqual({ code: 'fr', name: 'French' })
    expect(list.map((l) => l.name)).toEqual(
      [...list.map((l) => l.name)].sort((a, b) => a.localeCompare(b, 'en')),
    )
    expect(languageName('de')).toBe('German')
  })

  it('lists each language once, under its current code (no iw, in, tw, jw, mo, ji)', () => {
    const names = list.map((l) => l.name)
    expect(new Set(names).size).toBe(names.length)
    for (const [retired, current] of [
      ['iw', 'he'],
      ['in', 'id'],
      ['tw', 'ak'],
      ['jw', 'jv'],
      ['mo', 'ro'],
      ['ji', 'yi'],
    ]) {
      expect(list.map((l) => l.code)).not.toContain(retired)
      expect(list.map((l) => l.code)).toContain(current)
    }
  })

  it('searches by name or code, ignoring case and accents', () => {
    expect(searchLanguages(list, 'span').map((l) => l.code)).toContain('es')
    expect(searchLanguages(list, 'ja').map((l) => l.code)).toContain('ja')
    expect(searchLanguages(list, '')).toHaveLength(list.length)
  })
})

describe('dubbing and captions rules', () => {
  it('refuses the source language as a target, and no target', () => {
    expect(dubbingProblem({ targets: ['fr', 'de'], source: 'fr' })).toMatch(
      /French is the source language/,
    )
    expect(dubbingProblem({ targets: [], source: null })).toMatch(/at least one/)
    expect(dubbingProblem({ targets: ['fr'], source: 'en' })).toBeNull()
    expect(dubbingCost(40, 3)).toBe(120)
  })

  it('estimates captions from the catalog price and the duration; refuses over 30 min', () => {
    expect(captionsEstimate(5, 'auto', 8.2)).toEqual({ transcription: 5, render: 9, total: 14 })
    expect(captionsEstimate(5, 'best', 10)?.total).toBe(20)
    expect(captionsEstimate(5, 'auto', null)).toBeNull()
    expect(captionsLengthProblem(30 * 60)).toBeNull()
    expect(captionsLengthProblem(30 * 60 + 1)).toMatch(/30 min/)
  })
})
