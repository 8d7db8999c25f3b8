import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'
import { JOB_KINDS } from '@/lib/api/job-kind-names'
import { JobSource } from './jobs'

/** One "made from" link the studio recorded: an output and a job it was made from. */
export const LineageLink = lazySchema(() =>
  z.object({
    output: z.object({ kind: z.enum(JOB_KINDS), id: z.string().min(1).max(200) }),
    source: JobSource,
  }),
)
export type LineageLink = z.infer<typeof LineageLink>

/** `PUT /api/studio/lineage/{outputId}`: what an output was made from (links are only added). */
export const LineageSave = lazySchema(() =>
  z.object({
    kind: z.enum(JOB_KINDS),
    madeFrom: z.array(JobSource).min(1).max(20),
  }),
)
export type LineageSave = z.infer<typeof LineageSave>

export const LineageAnswer = lazySchema(() => z.object({ links: z.array(LineageLink) }))
export type LineageAnswer = z.infer<typeof LineageAnswer>
