/**
 * How much of an account's history the search index holds, proven by the reads that filled it
 * (docs/search.md). The service's history has no offset (docs/service-contract.md
 * §4.1): a read answers the newest items of one filter set (a slice) and no more. A read that
 * answers fewer than its limit holds all of its slice; a full one holds its slice from its oldest
 * item on. Reading a slice again by each value of a filter (every model, then every status, then
 * every type) reaches further back. Pure: the store keeps the records, this reasons on them.
 */

/** The filters a history read may set (docs/service-contract.md §4.1), in the order slices split. */
export const SLICE_DIMENSIONS = ['model', 'status', 'generation_type'] as const
type Dimension = (typeof SLICE_DIMENSIONS)[number]
export type Slice = Partial<Record<Dimension, string>>

/**
 * What one read proved: every item of the slice made between `from` and `to` is indexed.
 * `from` null: from the very first (the read was not full).
 */
export interface Proven {
  from: Date | null
  to: Date
}

/** Items made this close to a read may not be listed yet (clocks differ): the proof stops short. */
export const READ_MARGIN_MS = 60_000

/** A slice's one spelling, the key its record is kept under. */
export function sliceKey(slice: Slice): string {
  return SLICE_DIMENSIONS.filter((d) => slice[d])
    .map((d) => `${d}=${encodeURIComponent(slice[d]!)}`)
    .join('&')
}

/** The slice of a read's query (empty filters are no filter), or null for a filter it cannot name. */
export function sliceOfQuery(query: URLSearchParams): Slice {
  const slice: Slice = {}
  for (const dimension of SLICE_DIMENSIONS) {
    const value = query.get(dimension)?.trim()
    if (value) slice[dimension] = value
  }
  return slice
}

/** What a read of `limit` items answering `items` (their creation times) proves, read at `readAt`. */
export function provenBy(
  readAt: Date,
  limit: number,
  created: readonly (string | null | undefined)[],
): Proven {
  const to = new Date(readAt.getTime() - READ_MARGIN_MS)
  if (created.length < limit) return { from: null, to }
  const times = created.map((c) => Date.parse(c ?? '')).filter((t) => !Number.isNaN(t))
  // A full read whose items carry no dates proves nothing older than the read itself.
  const oldest = times.length ? Math.min(...times) : to.getTime()
  return { from: new Date(Math.min(oldest, to.getTime())), to }
}

const before = (a: Date | null, b: Date | null) =>
  a === null ? true : b === null ? false : a.getTime() <= b.getTime()

/** Two proofs that touch make one; with a gap between them the newer stands alone. */
export function merged(kept: Proven | undefined, fresh: Proven): Proven {
  if (!kept) return fresh
  const newer = kept.to.getTime() > fresh.to.getTime() ? kept : fresh
  const older = newer === kept ? fresh : kept
  if (!before(newer.from, older.to)) return newer
  return { from: before(older.from, newer.from) ? older.from : newer.from, to: newer.to }
}

/** The values a dimension takes: what the catalog and the index know of (models, statuses, types). */
export type KnownValues = Record<Dimension, readonly string[]>

const withValue = (slice: Slice, dimension: Dimension, value: string): Slice => ({
  ...slice,
  [dimension]: value,
})

/**
 * What the records prove for `slice`: its own read, joined with what every value of its next
 * dimension proves together (all of them read: the latest start, the earliest end).
 */
export function provenFor(
  slice: Slice,
  records: ReadonlyMap<string, Proven>,
  known: KnownValues,
  depth = 0,
): Proven | undefined {
  const own = records.get(sliceKey(slice))
  if ((own && own.from === null) || depth >= SLICE_DIMENSIONS.length) return own
  const dimension = SLICE_DIMENSIONS[depth]!
  const values = known[dimension]
  let joined: Proven | undefined
  if (values.length > 0) {
    const parts = values.map((v) =>
      provenFor(withValue(slice, dimension, v), records, known, depth + 1),
    )
    if (parts.every((p): p is Proven => p !== undefined)) {
      joined = parts.reduce((all, p) => ({
        from: before(all.from, p.from) ? p.from : all.from,
        to: all.to.getTime() < p.to.getTime() ? all.to : p.to,
      }))
      if (!before(joined.from, joined.to)) joined = undefined
    }
  }
  if (!own) return joined
  return joined ? merged(own, joined) : own
}

/**
 * The next slices worth reading, most useful first, at most `count`: the whole history when it was
 * never read, then, under each full slice whose proof starts latest, its values not yet read (or
 * read before the slice's own proof starts, which left a gap).
 */
export function nextSlices(
  records: ReadonlyMap<string, Proven>,
  known: KnownValues,
  count: number,
): Slice[] {
  const planned: Slice[] = []
  const visit = (slice: Slice, depth: number) => {
    if (planned.length >= count) return
    const own = records.get(sliceKey(slice))
    if (!own) return void planned.push(slice)
    if (own.from === null || depth >= SLICE_DIMENSIONS.length) return
    const dimension = SLICE_DIMENSIONS[depth]!
    const children = known[dimension].map((v) => withValue(slice, dimension, v))
    for (const child of children) {
      if (planned.length >= count) return
      const proof = records.get(sliceKey(child))
      if (!proof || proof.to.getTime() < own.from.getTime()) planned.push(child)
    }
    for (const child of children) {
      const proof = records.get(sliceKey(child))
      if (proof && proof.to.getTime() >= own.from.getTime()) visit(child, depth + 1)
    }
  }
  visit({}, 0)
  return planned.slice(0, count)
}
