import { describe, expect, test } from 'vitest'
import { roleLanguage, roleName } from './output-role'

describe('an output role in words', () => {
  test('a dub names its language', () => {
    expect(roleName('fr')).toBe('French')
    expect(roleLanguage('pt-BR')).toBe('Brazilian Portuguese')
  })
  test("a song's takes and a separation's stems read as words, not tokens", () => {
    expect(roleName('song-1')).toBe('Song 1')
    expect(roleName('vocals')).toBe('Vocals')
    expect(roleName('instrumental')).toBe('Instrumental')
    expect(roleName('main_take')).toBe('Main take')
    expect(roleLanguage('song-1')).toBeNull()
    expect(roleLanguage('vocals')).toBeNull()
  })
})
