import { describe, expect, it } from 'vitest'
import { allGlyphs, glyphRows, textWidth, toFontText } from './bitmap-font'
import { layoutCaptions } from './caption-layout'
import { seededRandom } from './seeded-random'
import { planSpeech, speechSecondsFor } from './speech-plan'

describe('bitmap font', () => {
  it('has 7 rows of 5 pixels for every glyph', () => {
    for (const char of allGlyphs()) {
      const rows = glyphRows(char)
      expect(rows).toHaveLength(7)
      expect(rows.every((row) => row >= 0 && row < 32)).toBe(true)
    }
    expect(textWidth('AB', 2)).toBe(22)
  })

  it('maps any text onto the font', () => {
    expect(toFontText('Café — “ok”… 日本')).toBe('CAFE - "OK"... ??')
  })
})

describe('layoutCaptions', () => {
  it('keeps words in order within line limits, revealing them over 90 % of the duration', () => {
    const text = 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG AND KEEPS RUNNING FAR AWAY'
    const pages = layoutCaptions(text, 10, 16, 2)
    const words = pages.flatMap((page) => page.words)
    expect(words.map((w) => w.text).join(' ')).toBe(text)
    expect(
      pages.every(
        (page) => page.lines.length <= 2 && page.lines.every((line) => line.length <= 16),
      ),
    ).toBe(true)
    const times = words.map((w) => w.appearsAt)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(times[0]).toBe(0)
    expect(times.at(-1)).toBeLessThan(9)
    expect(pages.at(-1)?.end).toBe(10)
    pages.slice(1).forEach((page, i) => expect(pages[i]!.end).toBe(page.start))
  })

  it('splits words longer than a line', () => {
    const pages = layoutCaptions('SUPERCALIFRAGILISTIC', 5, 8, 2)
    expect(pages.flatMap((p) => p.lines)).toEqual(['SUPERCAL', 'IFRAGILI', 'STIC'])
  })
})

describe('planSpeech', () => {
  it('fits the syllables into the speaking time and raises pitch at questions', () => {
    const text = 'Is this working? It is.'
    const seconds = speechSecondsFor(text)
    const syllables = planSpeech(text, 120, seconds, seededRandom('t'))
    const last = syllables.at(-1)!
    expect(last.start + last.duration).toBeLessThanOrEqual(seconds)
    expect(last.start + last.duration).toBeGreaterThan(seconds * 0.8)
    const question = syllables[3]! // "work-ing" ends the question: is / this / work / ing
    expect(question.endPitchHz).toBeGreaterThan(question.pitchHz)
    expect(last.endPitchHz).toBeLessThan(last.pitchHz)
    expect(speechSecondsFor('hi')).toBe(1)
  })
})
