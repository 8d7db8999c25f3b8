import { z } from 'zod'
import { GenerationStatus } from '@/lib/api/generations'
import { JOB_KINDS } from '@/lib/api/job-kind-names'
import { lazySchema } from '@/lib/api/lazy-schema'
import { RESULT_KINDS } from './result-kinds'

/** The most results one page holds: a screen of tiles, or the palette's list. */
export const SEARCH_PAGE_MAX = 60
/** Matches are counted up to this many; past it the page says "more than". */
export const SEARCH_COUNT_MAX = 1000

export const SearchHit = lazySchema(() =>
  z.object({
    kind: z.enum(JOB_KINDS),
    /** The job's id on its own status route (an order's id for an order). */
    id: z.string(),
    /** The history list's record, to draw the result as the gallery does. */
    record: GenerationStatus,
    resultKinds: z.array(z.enum(RESULT_KINDS)),
    modelName: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    tags: z.array(z.string()),
    rating: z.number().int().min(1).max(5).nullable(),
    starred: z.boolean(),
  }),
)
export type SearchHit = z.infer<typeof SearchHit>

/** What the index holds of the account's history, for the words under the field. */
export const IndexCoverage = lazySchema(() =>
  z.object({
    /** Results in the index. */
    items: z.number().int().nonnegative(),
    /** Everything made from this moment on is held; null: everything, when `complete`. */
    completeSince: z.iso.datetime({ offset: true }).nullable(),
    complete: z.boolean(),
  }),
)
export type IndexCoverage = z.infer<typeof IndexCoverage>

export const SearchAnswer = lazySchema(() =>
  z.object({
    hits: z.array(SearchHit),
    /** Where the next page starts, or null on the last. */
    next: z.string().nullable(),
    /** Matches counted (first page only), at most SEARCH_COUNT_MAX, `more` past it. */
    total: z.object({ count: z.number().int(), more: z.boolean() }).nullable(),
    coverage: IndexCoverage,
    /** What the search could not read, in words. */
    problems: z.array(z.string()),
    /** Whether words ranked the results (best match first), else they are newest first. */
    ranked: z.boolean(),
  }),
)
export type SearchAnswer = z.infer<typeof SearchAnswer>

/** `GET /api/studio/search/models`: how many results each model made, for the model filter. */
export const ModelCounts = lazySchema(() =>
  z.object({
    models: z.array(
      z.object({
        model: z.string(),
        family: z.string().nullable(),
        name: z.string(),
        count: z.number().int().nonnegative(),
      }),
    ),
    coverage: IndexCoverage,
  }),
)
export type ModelCounts = z.infer<typeof ModelCounts>
