import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'
import { SEARCH_MAX_CHARS } from './search-limit'
import { SEARCH_PAGE_MAX } from './search'

/**
 * `GET /api/studio/search`: the words typed (`q`, keys included), the gallery's own filters beside
 * them, and where the previous page ended (`after`).
 */
export const SearchRequest = lazySchema(() =>
  z.object({
    q: z
      .string()
      .max(SEARCH_MAX_CHARS, `A search is at most ${SEARCH_MAX_CHARS} characters.`)
      .default(''),
    status: z.string().trim().max(40).default(''),
    type: z.string().trim().max(80).default(''),
    /** A family, or a model that has none: the gallery's model filter. */
    model: z.string().trim().max(200).default(''),
    after: z.string().max(600).optional(),
    limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(30),
  }),
)
export type SearchRequest = z.infer<typeof SearchRequest>
