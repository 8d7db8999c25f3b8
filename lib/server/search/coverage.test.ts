import { describe, expect, it } from 'vitest'
import {
  READ_MARGIN_MS,
  merged,
  nextSlices,
  provenBy,
  provenFor,
  sliceKey,
  sliceOfQuery,
  type KnownValues,
  type Proven,
} from './coverage'

const at = (day: number) => new Date(Date.UTC(2026, 0, day))
const proof = (from: number | null, to: number): Proven => ({
  from: from === null ? null : at(from),
  to: at(to),
})
const KNOWN: KnownValues = { model: ['a', 'b'], status: ['done', 'failed'], generation_type: [] }

describe('what the history reads prove', () => {
  it('names each slice one way', () => {
    expect(sliceKey({})).toBe('')
    expect(sliceKey({ status: 'failed', model: 'veo 3' })).toBe('model=veo%203&status=failed')
    expect(sliceOfQuery(new URLSearchParams('status=&model=flux&limit=100'))).toEqual({
      model: 'flux',
    })
  })

  it('a read short of its limit holds its whole slice; a full one from its oldest item', () => {
    const readAt = at(10)
    const to = new Date(readAt.getTime() - READ_MARGIN_MS)
    expect(provenBy(readAt, 100, ['2026-01-09T00:00:00Z'])).toEqual({ from: null, to })
    expect(provenBy(readAt, 2, ['2026-01-09T00:00:00Z', '2026-01-03T00:00:00Z'])).toEqual({
      from: at(3),
      to,
    })
  })

  it('joins proofs that touch, and keeps the newer across a gap', () => {
    expect(merged(proof(3, 5), proof(5, 9))).toEqual(proof(3, 9))
    expect(merged(proof(null, 5), proof(4, 9))).toEqual(proof(null, 9))
    expect(merged(proof(3, 5), proof(6, 9))).toEqual(proof(6, 9))
    // An older read arriving late changes nothing it cannot join.
    expect(merged(proof(6, 9), proof(1, 2))).toEqual(proof(6, 9))
  })

  it('proves a slice further back once every value of a filter was read', () => {
    const records = new Map([
      ['', proof(8, 10)],
      ['model=a', proof(null, 10)],
      ['model=b', proof(5, 10)],
    ])
    // Every model read: the whole history from the latest of their starts.
    expect(provenFor({}, records, KNOWN)).toEqual(proof(5, 10))
    // A model not read leaves only the whole history's own read.
    expect(provenFor({}, records, { ...KNOWN, model: ['a', 'b', 'c'] })).toEqual(proof(8, 10))
    // Going down: b's statuses prove b from the start, so everything is held.
    records.set('model=b&status=done', proof(null, 10))
    records.set('model=b&status=failed', proof(null, 10))
    expect(provenFor({}, records, KNOWN)).toEqual(proof(null, 10))
  })

  it('plans the whole history first, then the values under the fullest slice', () => {
    expect(nextSlices(new Map(), KNOWN, 3)).toEqual([{}])
    const records = new Map([['', proof(8, 10)]])
    expect(nextSlices(records, KNOWN, 5)).toEqual([{ model: 'a' }, { model: 'b' }])
    records.set('model=a', proof(null, 10))
    records.set('model=b', proof(6, 10))
    expect(nextSlices(records, KNOWN, 5)).toEqual([
      { model: 'b', status: 'done' },
      { model: 'b', status: 'failed' },
    ])
    // A value read before its slice's proof starts left a gap: it is read again.
    records.set('', proof(9, 12))
    records.set('model=a', proof(null, 8))
    expect(nextSlices(records, KNOWN, 1)).toEqual([{ model: 'a' }])
  })
})
