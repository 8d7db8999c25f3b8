import { describe, expect, it } from 'vitest'
import type { LineageLink } from '@/lib/studio-api/lineage'
import { SERVED_LINEAGE_LINKS, servedLineage } from './lineage'

const link = (n: number): LineageLink => ({
  output: { kind: 'media', id: `out-${n}` },
  source: { kind: 'media', id: `src-${n}` },
})

/** A store holding `count` links that answers as the real one does: the newest, up to the limit. */
function storeOf(count: number) {
  const asked: (number | undefined)[] = []
  const links = Array.from({ length: count }, (_, n) => link(n))
  return {
    asked,
    listLineage: async (limit?: number) => {
      asked.push(limit)
      return links.slice(0, limit ?? links.length)
    },
  }
}

describe('the lineage served with a page', () => {
  it('is the whole list when it is short enough, read with one row past the cap', async () => {
    const store = storeOf(SERVED_LINEAGE_LINKS)
    expect(await servedLineage(store)).toHaveLength(SERVED_LINEAGE_LINKS)
    expect(store.asked).toEqual([SERVED_LINEAGE_LINKS + 1])
  })

  it('is left to the browser when it is longer, without reading all of it', async () => {
    const store = storeOf(5000)
    expect(await servedLineage(store)).toBeUndefined()
    expect(store.asked).toEqual([SERVED_LINEAGE_LINKS + 1])
  })
})
