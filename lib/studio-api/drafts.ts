import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'
import { STORY_MAX_SCENES } from '@/lib/api/decisions'

/** What the story editor holds: the story request's members, as the form edits them. */
export const StoryDraft = lazySchema(() =>
  z.object({
    title: z.string().max(500),
    model: z.string().max(200),
    aspect_ratio: z.string().max(50),
    scenes: z
      .array(
        z.object({ prompt: z.string().max(20_000), duration_seconds: z.int().positive().max(600) }),
      )
      .min(1)
      .max(STORY_MAX_SCENES),
  }),
)
export type StoryDraft = z.infer<typeof StoryDraft>

/** The story editor's one draft per account, by this name. */
export const STORY_DRAFT_ID = 'story'

/**
 * `PUT /api/studio/drafts/{id}`: the draft as typed at `savedAt` (the browser's clock). A save
 * older than the one kept (a retry that arrives late) changes nothing.
 */
export const DraftSave = lazySchema(() =>
  z.object({ draft: StoryDraft, savedAt: z.iso.datetime() }),
)
export type DraftSave = z.infer<typeof DraftSave>

export const DraftAnswer = lazySchema(() =>
  z.object({
    draft: StoryDraft.nullable(),
    savedAt: z.iso.datetime().nullable(),
  }),
)
export type DraftAnswer = z.infer<typeof DraftAnswer>
