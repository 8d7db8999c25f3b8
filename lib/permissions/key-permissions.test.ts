import { describe, expect, it } from 'vitest'
import {
  CHECK_TTL_MS,
  KnownPermissions,
  NOTHING_KNOWN,
  learnCheck,
  learnRefusal,
  needsCheck,
  routePermission,
  scopeOfRefusal,
} from './key-permissions'

const NOW = new Date('2026-11-24T08:00:00Z')
const refused = (scope: string) => ({ detail: `Insufficient permissions: ${scope} required` })

describe('scopeOfRefusal', () => {
  it('reads the scope a 403 names, and nothing from anything else', () => {
    expect(scopeOfRefusal(403, refused('generate:music'))).toBe('generate:music')
    expect(scopeOfRefusal(403, { detail: 'Insufficient permissions' })).toBeNull()
    expect(scopeOfRefusal(403, refused('delete:everything'))).toBeNull()
    expect(scopeOfRefusal(400, refused('generate:music'))).toBeNull()
    expect(scopeOfRefusal(403, null)).toBeNull()
  })
})

describe('routePermission', () => {
  it('leaves a form open while nothing is known to be missing', () => {
    expect(routePermission('v1_music_generate', NOTHING_KNOWN)).toBeNull()
  })

  it('turns a form off naming the missing permission in words', () => {
    const known = { missing: ['generate:music' as const], checkedAt: null }
    expect(routePermission('v1_music_generate', known)?.message).toBe(
      'This key cannot generate music: its owner did not give it that permission. Ask them for it, or connect another key.',
    )
    // Images need another scope: still open.
    expect(routePermission('v1_media_generate', known)).toBeNull()
  })

  it('keeps speech open while either of its two scopes may be there', () => {
    const onlyMusic = { missing: ['generate:music' as const], checkedAt: null }
    expect(routePermission('v1_dialogue_generate', onlyMusic)).toBeNull()
    const both = learnRefusal(onlyMusic, null, 'generate:speech')
    expect(routePermission('v1_dialogue_generate', both)?.message).toMatch(
      /^This key cannot generate speech: its owner did not give it that permission\./,
    )
  })
})

describe('learning', () => {
  it('a 403 on a route granted by either of two scopes teaches both are missing', () => {
    const known = learnRefusal(NOTHING_KNOWN, 'v1_dialogue_generate', 'generate:speech')
    expect(known.missing).toEqual(['generate:music', 'generate:speech'])
  })

  it('the free check learns from its 403s only; a 400 proves nothing', () => {
    const known = learnCheck(
      [
        { route: 'v1_media_generate', status: 403, body: refused('generate:media') },
        { route: 'v1_music_generate', status: 400, body: { error: 'invalid_input' } },
        { route: 'v1_dialogue_generate', status: 403, body: refused('generate:speech') },
      ],
      NOW,
    )
    expect(known).toEqual({
      missing: ['generate:media', 'generate:music', 'generate:speech'],
      checkedAt: NOW.toISOString(),
    })
    // A 403 that names no scope (a proxy's own refusal) teaches nothing.
    expect(
      learnCheck([{ route: 'v1_media_generate', status: 403, body: null }], NOW).missing,
    ).toEqual([])
  })

  it('runs the check when never run, after its hour, or when its time is nonsense', () => {
    expect(needsCheck(NOTHING_KNOWN, NOW)).toBe(true)
    const at = (ms: number) => ({
      missing: [],
      checkedAt: new Date(NOW.getTime() - ms).toISOString(),
    })
    expect(needsCheck(at(60_000), NOW)).toBe(false)
    expect(needsCheck(at(CHECK_TTL_MS + 1), NOW)).toBe(true)
    expect(needsCheck(at(-60_000), NOW)).toBe(true)
    expect(needsCheck({ missing: [], checkedAt: 'soon' }, NOW)).toBe(true)
  })

  it('a stored entry is parsed: an unknown scope makes it unreadable', () => {
    expect(KnownPermissions.safeParse({ missing: ['root'], checkedAt: null }).success).toBe(false)
  })
})
