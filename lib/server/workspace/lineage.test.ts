import { describe, expect, it } from 'vitest'
import type { LineageLink } from '@/lib/studio-api/lineage'
import { SERVED_LINEAGE_LINKS, servedLineage } from './lineage'

const link = (n: number): LineageLink => ({
  output: { kind: 'media', id: `out-${n}` },
  source: { kind: 'media', id: `src-${n}` },
})

/**
 * A store holding `count` rows, of which the first `unreadable` no longer parse, answering as the
 * real one does: the newest rows up to the limit, the unreadable ones left out but counted.
 */
function storeOf(count: number, unreadable = 0) {
  const asked: number[] = []
  return {
    asked,
    readLineage: async (limit: number) => {
      asked.push(limit)
      const rowsRead = Math.min(limit, count)
      const links = Array.from({ length: rowsRead }, (_, n) => link(n)).slice(unreadable)
      return { links, rowsRead }
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

  it('is left to the browser when rows that no longer parse hide how long it is', async () => {
    const store = storeOf(260, 60)
    expect(await servedLineage(store)).toBeUndefined()
  })
})
