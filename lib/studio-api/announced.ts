import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'

/**
 * Order questions the studio has told the account about: `known` once a question was seen (so
 * it is announced as new on one device only), `warned` once it was announced as closing within
 * the hour.
 */
export const ANNOUNCEMENT_MARKS = ['known', 'warned'] as const

export const AnnouncedQuestion = lazySchema(() =>
  z.object({
    questionId: z.string().min(1).max(200),
    mark: z.enum(ANNOUNCEMENT_MARKS),
  }),
)
export type AnnouncedQuestion = z.infer<typeof AnnouncedQuestion>

/** `PUT /api/studio/announced`: marks are only added, so a retried save changes nothing. */
export const AnnouncedSave = lazySchema(() =>
  z.object({ questions: z.array(AnnouncedQuestion).min(1).max(500) }),
)
export type AnnouncedSave = z.infer<typeof AnnouncedSave>

export const AnnouncedAnswer = lazySchema(() => z.object({ questions: z.array(AnnouncedQuestion) }))
export type AnnouncedAnswer = z.infer<typeof AnnouncedAnswer>
