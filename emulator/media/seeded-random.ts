import { createHash } from 'node:crypto'

export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number
  range(min: number, max: number): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
}

/**
 * Deterministic random stream keyed by arbitrary parts (e.g. 'image', prompt, seed): the same
 * parts always give the same sequence, different parts give unrelated ones.
 */
export function seededRandom(...parts: ReadonlyArray<string | number | undefined>): SeededRandom {
  const digest = createHash('sha256').update(JSON.stringify(parts)).digest()
  let state = digest.readUInt32LE(0)
  const next = () => {
    // mulberry32: tiny, fast, and good enough for procedural art.
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick() needs a non-empty list')
      return items[int(0, items.length - 1)] as T
    },
    chance: (probability) => next() < probability,
  }
}
