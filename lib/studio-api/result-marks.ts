import { z } from 'zod'
import { JOB_KINDS } from '@/lib/api/job-kind-names'
import { lazySchema } from '@/lib/api/lazy-schema'
import { normalTag, TAG_PATTERN } from './result-kinds'

export const Tag = lazySchema(() =>
  z
    .string()
    .transform(normalTag)
    .refine((t) => TAG_PATTERN.test(t), 'A tag is one word of letters, digits, - or _.'),
)

/** The tags and rating of one result, as kept in the workspace. */
export const ResultMarks = lazySchema(() =>
  z.object({
    tags: z.array(z.string()),
    rating: z.number().int().min(1).max(5).nullable(),
  }),
)
export type ResultMarks = z.infer<typeof ResultMarks>

/** `PUT /api/studio/marks`: one result's tags (all of them) and rating (null: none). */
export const MarksBody = lazySchema(() =>
  z.object({
    kind: z.enum(JOB_KINDS),
    id: z.string().min(1).max(200),
    tags: z.array(Tag).max(20, 'A result keeps at most 20 tags.').optional(),
    rating: z.number().int().min(1).max(5).nullable().optional(),
  }),
)
export type MarksBody = z.infer<typeof MarksBody>
