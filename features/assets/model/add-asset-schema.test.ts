import { describe, expect, it } from 'vitest'
import { MEGABYTE } from '@/lib/api/decisions'
import {
  addAssetSchema,
  emptyAddValues,
  sharedFlag,
  targetLibrary,
  type AddAssetRules,
} from './add-asset-schema'

const rules = (hasTeam: boolean): AddAssetRules => ({
  hasTeam,
  taken: { personal: new Set(['logo']), team: new Set(['banner']) },
  rooms: {
    personal: { library: 'personal', usedBytes: 49 * MEGABYTE, quotaBytes: 50 * MEGABYTE },
    team: { library: 'team', usedBytes: 0, quotaBytes: 500 * MEGABYTE },
  },
})
const png = (size = 1000) => ({ name: 'a.png', type: 'image/png', size })

function problems(hasTeam: boolean, values: Partial<ReturnType<typeof emptyAddValues>>) {
  const parsed = addAssetSchema(rules(hasTeam)).safeParse({ ...emptyAddValues(), ...values })
  return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

describe('addAssetSchema', () => {
  it('passes a good file with a free name', () => {
    expect(problems(false, { file: png(), name: 'new-one' })).toEqual({})
    expect(problems(true, { file: png(), name: 'logo', library: 'team' })).toEqual({})
  })

  it('needs a file or a URL, by the chosen source', () => {
    expect(problems(false, { name: 'x' }).file).toBe('Choose a file to add.')
    expect(problems(false, { source: 'url', url: 'ftp://x/y.png', name: 'x' }).url).toMatch(/http/)
    expect(problems(false, { source: 'url', url: 'https://x/y.png', name: 'x' })).toEqual({})
  })

  it('checks the name against the chosen library', () => {
    expect(problems(false, { file: png(), name: 'logo' }).name).toContain('already')
    expect(problems(true, { file: png(), name: 'banner', library: 'team' }).name).toContain(
      'already',
    )
    expect(problems(false, { file: png(), name: 'Bad Name' }).name).toContain('small letters')
  })

  it('makes team accounts choose a library, and checks the room of the chosen one', () => {
    expect(problems(true, { file: png(), name: 'x' }).library).toContain('Choose the team library')
    expect(
      problems(true, { file: png(2 * MEGABYTE), name: 'x', library: 'personal' }).file,
    ).toContain('does not fit')
    expect(problems(true, { file: png(2 * MEGABYTE), name: 'x', library: 'team' })).toEqual({})
  })
})

describe('target library and shared flag', () => {
  it('sends shared only for team accounts', () => {
    expect(targetLibrary({ library: '' }, false)).toBe('personal')
    expect(targetLibrary({ library: '' }, true)).toBeNull()
    expect(sharedFlag('team', true)).toEqual({ shared: true })
    expect(sharedFlag('personal', true)).toEqual({ shared: false })
    expect(sharedFlag('personal', false)).toEqual({})
  })
})
