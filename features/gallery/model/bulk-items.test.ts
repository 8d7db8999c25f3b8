import { describe, expect, it } from 'vitest'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import { chosenOutputs, refsOf, zipItemsOf } from '@/lib/media/chosen-outputs'
import { assetRequestsOf } from './bulk-items'
import { collectionIds } from '@/lib/media/collection'

const output = (id: string, url: string | null, format: string | null = 'png') =>
  ({ id, originalUrl: url, url, format }) as OutputView
const generation = (id: string, outputs: OutputView[]) => ({ id, outputs }) as GenerationView
const title = (g: GenerationView) => `Fox ${g.id}`

describe('bulk actions on chosen generations', () => {
  const chosen = chosenOutputs(
    [
      generation('a', [output('a1', 'https://m/a1.png'), output('a2', 'https://m/a2.webp', null)]),
      generation('b', [output('b1', null)]),
      generation('c', [output('c1', 'https://m/c1.mp4', 'mp4')]),
    ],
    title,
  )

  it('lists finished outputs only, told apart when a job made several', () => {
    expect(chosen.map((c) => c.title)).toEqual(['Fox a (1)', 'Fox a (2)', 'Fox c'])
  })

  it('names ZIP entries with their extension', () => {
    expect(zipItemsOf(chosen).map((i) => i.name)).toEqual([
      'Fox a (1).png',
      'Fox a (2).webp',
      'Fox c.mp4',
    ])
  })

  it('makes free asset names and says which library only for team members', () => {
    const requests = assetRequestsOf(chosen, 'team', true, new Set(['fox-c']))
    expect(requests.map((r) => r.name)).toEqual(['fox-a-1', 'fox-a-2', 'fox-c-2'])
    expect(requests.every((r) => r.shared === true)).toBe(true)
    expect(assetRequestsOf(chosen, 'personal', false, new Set())[0]).not.toHaveProperty('shared')
  })

  it('keeps generations by kind and id', () => {
    expect(refsOf([generation('a', [])])).toEqual([{ kind: 'media', id: 'a' }])
  })

  it('narrows to a board, to stars, or to both', () => {
    const board = [
      { kind: 'media' as const, id: 'a' },
      { kind: 'media' as const, id: 'b' },
    ]
    const stars = [{ kind: 'media' as const, id: 'b' }]
    expect(collectionIds({ board: '', starred: false }, board, stars)).toBeNull()
    expect([...collectionIds({ board: 'x', starred: false }, board, stars)!]).toEqual(['a', 'b'])
    expect([...collectionIds({ board: 'x', starred: true }, board, stars)!]).toEqual(['b'])
  })
})
