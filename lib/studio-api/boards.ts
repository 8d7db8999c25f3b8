import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'
import { givenName } from './given-name'
import { JOB_KINDS } from '@/lib/api/job-kind-names'

/**
 * Stars and boards as the studio keeps them for an account. An output is named by its job's kind
 * and id, never by its signed URL (that expires): the page resolves the media through the service
 * each time it shows it.
 */
export const OutputRef = lazySchema(() =>
  z.object({
    kind: z.enum(JOB_KINDS),
    id: z
      .string()
      .min(1)
      .max(200)
      .refine(
        (v) => v.isWellFormed() && !/[\u0000-\u001f]/.test(v),
        'The id holds invalid characters.',
      ),
  }),
)
export type OutputRef = z.infer<typeof OutputRef>

/** The most outputs one write may name (a whole page of the gallery selected at once). */
export const MAX_REFS_PER_WRITE = 500

export const BoardName = lazySchema(() => givenName('board'))

export const Board = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(200),
    name: z.string(),
    createdAt: z.iso.datetime(),
    count: z.number().int().nonnegative(),
  }),
)
export type Board = z.infer<typeof Board>

export const BoardsAnswer = lazySchema(() => z.object({ boards: z.array(Board) }))
export type BoardsAnswer = z.infer<typeof BoardsAnswer>

export const BoardNameBody = lazySchema(() => z.object({ name: BoardName }))
export type BoardNameBody = z.infer<typeof BoardNameBody>

export const RefsBody = lazySchema(() =>
  z.object({
    items: z
      .array(OutputRef)
      .min(1, 'Choose at least one output.')
      .max(MAX_REFS_PER_WRITE, `Send at most ${MAX_REFS_PER_WRITE} outputs at a time.`),
  }),
)
export type RefsBody = z.infer<typeof RefsBody>

export const BoardItemsAnswer = lazySchema(() =>
  z.object({ board: Board, items: z.array(OutputRef) }),
)
export type BoardItemsAnswer = z.infer<typeof BoardItemsAnswer>

export const StarsAnswer = lazySchema(() => z.object({ stars: z.array(OutputRef) }))
export type StarsAnswer = z.infer<typeof StarsAnswer>

/** `PUT /api/studio/stars`: star (or unstar) these outputs. */
export const StarsBody = lazySchema(() => RefsBody.extend({ starred: z.boolean() }))
export type StarsBody = z.infer<typeof StarsBody>
