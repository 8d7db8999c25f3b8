import 'server-only'
import { z } from 'zod'

// The search tables' rows as they come out of the database, parsed (never cast): a row that does
// not parse is dropped by `parsed` (rows.ts), a count that does not parse counts nothing.

const when = z.union([z.date(), z.string().transform((text) => new Date(text))])
const count = z.coerce.number().int().nonnegative()

/** One result of a search page, with its marks (docs/search.md). */
export const SearchRow = z.object({
  job_kind: z.string(),
  item_id: z.string(),
  record: z.unknown(),
  result_kinds: z.array(z.string()),
  model_name: z.string(),
  status: z.string(),
  created_at: when,
  created_key: z.string(),
  score: z.coerce.number().int(),
  tags: z.array(z.string()).nullable(),
  rating: z.coerce.number().int().nullable(),
  starred: z.boolean(),
})
export type SearchRow = z.infer<typeof SearchRow>

export const CountRow = z.object({ n: count })
export const CountSinceRow = z.object({ n: count, oldest: when.nullable() })
export const ModelCountRow = z.object({
  model: z.string(),
  family: z.string().nullable(),
  name: z.string(),
  count,
})
export const SeenValueRow = z.object({ dimension: z.string(), value: z.string() })
export const ProofRow = z.object({
  slice: z.string(),
  proven_from: when.nullable(),
  proven_to: when,
})
export const ReadAtRow = z.object({ read_at: when })
export const TagRow = z.object({ tag: z.string() })
export const TagCountRow = z.object({ tag: z.string(), count })
export const RatingRow = z.object({ rating: z.coerce.number().int() })

/** The first row's count, 0 when there is none or it does not parse. */
export const countOf = (rows: readonly unknown[]) => {
  const row = CountRow.safeParse(rows[0])
  return row.success ? row.data.n : 0
}
