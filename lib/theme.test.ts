import { describe, expect, it } from 'vitest'
import { parseTheme } from './theme'

describe('the theme cookie', () => {
  it('is a choice only when it says light or dark', () => {
    expect(parseTheme('dark')).toBe('dark')
    expect(parseTheme('light')).toBe('light')
    for (const other of [undefined, '', 'Dark', 'system', 'dark; x', '<script>']) {
      expect(parseTheme(other)).toBeNull()
    }
  })
})
