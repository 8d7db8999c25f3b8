import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import { outputLineage } from './source-lineage'

const history = [
  { id: 'fox', outputs: [{ url: 'https://cdn.test/out/fox.png?expires=1&sig=a' }] },
  {
    id: 'owl',
    outputs: [
      { url: 'https://cdn.test/out/owl.png', optimized_url: 'https://cdn.test/opt/owl.webp' },
    ],
  },
] as unknown as GenerationStatus[]

describe('the lineage of a form’s sources', () => {
  it('names each earlier job whose output is a source, whatever its signature', () => {
    expect(
      outputLineage(
        ['https://cdn.test/out/fox.png?expires=2&sig=b', 'https://cdn.test/opt/owl.webp'],
        history,
      ),
    ).toEqual([
      { kind: 'media', id: 'fox' },
      { kind: 'media', id: 'owl' },
    ])
  })

  it('names nothing for uploads and links', () => {
    expect(outputLineage(['https://cdn.test/uploads/me.png', ''], history)).toEqual([])
  })
})
