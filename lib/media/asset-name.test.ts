import { describe, expect, it } from 'vitest'
import { ASSET_NAME_PATTERN } from '@/lib/api/decisions'
import { assetNameProblem, assetNameSchema, nameFromFilename } from './asset-name'

const none = new Set<string>()

describe('assetNameProblem', () => {
  it('accepts the service alphabet up to 64 characters', () => {
    expect(assetNameProblem('brand_logo-2', none)).toBeNull()
    expect(assetNameProblem('a'.repeat(64), none)).toBeNull()
  })

  it('refuses empty, long and foreign names, naming the fix', () => {
    expect(assetNameProblem('', none)).toBe('Enter a name.')
    expect(assetNameProblem('a'.repeat(65), none)).toContain('at most 64')
    expect(assetNameProblem('My logo.png', none)).toBe(
      'Use only small letters, numbers, hyphens and underscores (not capitals, spaces, “.”): try “my-logo-png”.',
    )
    expect(assetNameProblem('My', none)).toBe(
      'Use only small letters, numbers, hyphens and underscores (not capitals): try “my”.',
    )
  })

  it('refuses a name already in the library', () => {
    expect(assetNameProblem('logo', new Set(['logo']))).toContain('already in this library')
  })
})

describe('nameFromFilename', () => {
  it('makes a valid name from any file name', () => {
    expect(nameFromFilename('My Photo (1).PNG', none)).toBe('my-photo-1')
    expect(nameFromFilename('Café crème.jpg', none)).toBe('cafe-creme')
    expect(nameFromFilename('???.wav', none)).toBe('asset')
    const long = nameFromFilename(`${'x'.repeat(80)}.mp4`, none)
    expect(long).toMatch(ASSET_NAME_PATTERN)
  })

  it('finds a free name when the plain one is taken', () => {
    expect(nameFromFilename('logo.png', new Set(['logo', 'logo-2']))).toBe('logo-3')
    const base = 'y'.repeat(64)
    const next = nameFromFilename(`${base}.png`, new Set([base]))
    expect(next).toHaveLength(64)
    expect(next.endsWith('-2')).toBe(true)
  })
})

describe('assetNameSchema', () => {
  it('gives the same words as a form error', () => {
    const schema = assetNameSchema(new Set(['taken']))
    expect(schema.safeParse('fine-name').success).toBe(true)
    expect(schema.safeParse('taken').error?.issues[0]?.message).toContain('already in this library')
  })
})
