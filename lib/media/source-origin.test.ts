import { describe, expect, it } from 'vitest'
import type { Asset } from '@/lib/api/assets'
import type { GenerationStatus } from '@/lib/api/generations'
import { signedUrlExpired, sourceOrigin } from './source-origin'

const assets = [
  {
    id: 'a1',
    name: 'Logo on white',
    url: 'https://cdn.test/signed/u/logo.png?expires=2000000000&signature=new',
  },
] as Asset[]
const generations = [
  {
    id: 'g1',
    status: 'completed',
    prompt: 'A red fox in fresh snow',
    outputs: [{ id: 'o1', url: 'https://cdn.test/out/fox.png' }],
  },
] as GenerationStatus[]

describe('sourceOrigin', () => {
  it('finds a library file by its address, whatever its signature, with its current URL', () => {
    const old = 'https://cdn.test/signed/u/logo.png?expires=1&signature=old'
    expect(sourceOrigin(old, assets, generations)).toEqual({
      kind: 'asset',
      name: 'Logo on white',
      currentUrl: assets[0]!.url,
    })
  })

  it('names an earlier output by its prompt', () => {
    expect(sourceOrigin('https://cdn.test/out/fox.png', assets, generations)).toMatchObject({
      kind: 'output',
      name: 'A red fox in fresh snow',
      generationId: 'g1',
    })
  })

  it('names any other link by host and file, never its signature', () => {
    const origin = sourceOrigin(
      'https://elsewhere.test/a/b/cat.jpg?expires=5&signature=x',
      assets,
      generations,
    )
    expect(origin).toEqual({ kind: 'link', name: 'elsewhere.test · cat.jpg', currentUrl: null })
    expect(
      sourceOrigin('https://cdn.test/files/5eed0000-0000-4000-8000-000000000006-0.mp3', [], []),
    ).toMatchObject({ name: 'cdn.test' })
  })
})

describe('signedUrlExpired', () => {
  it('reads expires in seconds or milliseconds, and unsigned URLs never expire', () => {
    expect(signedUrlExpired('https://x.test/a?expires=10', 20_000)).toBe(true)
    expect(signedUrlExpired('https://x.test/a?expires=2000000000', Date.now())).toBe(false)
    expect(signedUrlExpired('https://x.test/a', Date.now())).toBe(false)
  })
})
