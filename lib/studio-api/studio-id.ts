import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'

// Apart from ./routes.ts, which every page imports for its paths and header: a page that only
// calls a route does not build this schema as it loads (docs/performance.md, "Where a phone's
// time goes").

/** An id in a path, made by the client (a job id, a submission key, a draft name). */
export const StudioId = lazySchema(() =>
  z
    .string()
    .min(1, 'The id is empty.')
    .max(200, 'The id is longer than 200 characters.')
    .refine((v) => !/[\u0000-\u001f]/.test(v), 'The id holds control characters.'),
)
