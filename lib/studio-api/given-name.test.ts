import { describe, expect, it } from 'vitest'
import { BoardName } from './boards'
import { PresetName } from './presets'

describe.each([
  ['board', BoardName],
  ['preset', PresetName],
] as const)('a %s name', (thing, schema) => {
  it.each([
    ['a right-to-left override', 'invoice\u202efdp.exe'],
    ['a left-to-right mark', 'Moodboard\u200e'],
    ['an isolate', '\u2067Team\u2069'],
    ['a tab', 'one\ttwo'],
    ['a delete', 'gone\u007f'],
  ])('is refused with %s in it, in words', (_, name) => {
    const parsed = schema.safeParse(name)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(`A ${thing} name cannot hold control characters.`)
  })

  it('keeps emoji joined by a zero-width joiner, accents and other scripts', () => {
    for (const name of ['Family 👨‍👩‍👧', 'Café crème', 'مرحبا', '東京の夜']) {
      expect(schema.parse(name)).toBe(name)
    }
  })

  it('is trimmed, and an emoji cut in half is kept as a replacement character', () => {
    expect(schema.parse(`  ${'a'.repeat(10)}\ud83c  `)).toBe(`${'a'.repeat(10)}\ufffd`)
  })
})
