import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { Timestamp } from './common'
import { STORY_MAX_SCENES, STORY_MAX_TOTAL_SECONDS } from './decisions'
import type { Model } from './models'

/** The generation type every story scene is made with: scenes are prompts only. */
// docs/decisions.md §D8 (which models the story route accepts)
export const STORY_SCENE_GENERATION_TYPE = 'text-to-video'

/**
 * Whether the story route accepts a model: a video model that makes text-to-video without input
 * media, since a scene is a prompt and a duration only. Read from the catalog entry, so the
 * emulator's check and the studio's model list are the same rule.
 */
export function makesStoryScenes(
  model: Pick<Model, 'model_type' | 'requires_input_media' | 'generation_types'>,
): boolean {
  return (
    model.model_type === 'video' &&
    !model.requires_input_media &&
    (model.generation_types ?? []).includes(STORY_SCENE_GENERATION_TYPE)
  )
}

// docs/decisions.md §D8 (story request, accepted and status shapes)
export const StoryScene = lazySchema(() =>
  z.strictObject({
    prompt: z.string().trim().min(1, 'a scene needs a prompt'),
    duration_seconds: z.int().positive(),
  }),
)

/** POST /v1/story/generate: up to 12 scenes and 90 seconds in total (docs/service-contract.md §4.6). */
export const StoryGenerateRequest = lazySchema(() =>
  z
    .strictObject({
      title: z.string().nullish(),
      model: z.string().min(1),
      aspect_ratio: z.string().min(1).nullish(),
      scenes: z
        .array(StoryScene)
        .min(1, 'a story needs at least one scene')
        .max(STORY_MAX_SCENES, `a story has at most ${STORY_MAX_SCENES} scenes`),
    })
    .superRefine((body, ctx) => {
      const total = body.scenes.reduce((sum, s) => sum + s.duration_seconds, 0)
      if (total <= STORY_MAX_TOTAL_SECONDS) return
      ctx.addIssue({
        code: 'custom',
        path: ['scenes'],
        message: `scenes last ${total} seconds in total; a story may last at most ${STORY_MAX_TOTAL_SECONDS}`,
      })
    }),
)
export type StoryGenerateRequest = z.infer<typeof StoryGenerateRequest>

export const StoryAccepted = lazySchema(() =>
  z.looseObject({
    story_job_id: z.string(),
    status: z.string().nullish(),
  }),
)
export type StoryAccepted = z.infer<typeof StoryAccepted>

/** Scene statuses: pending, processing, completed, failed, or cancelled when an earlier one failed. */
// docs/decisions.md §D8 (`index` is the 0-based position in the request's scenes array)
export const StorySceneStatus = lazySchema(() =>
  z.looseObject({
    index: z.int(),
    prompt: z.string().nullish(),
    duration_seconds: z.number().nullish(),
    status: z.string(),
    video_url: z.string().nullish(),
    thumbnail_url: z.string().nullish(),
    credits_deducted: z.number().nullish(),
    /** Why a failed scene failed. */
    error_message: z.string().nullish(),
  }),
)
export type StorySceneStatus = z.infer<typeof StorySceneStatus>

/** GET /v1/story/{job_id}: the job record plus scenes ordered by index (docs/service-contract.md §2.6). */
export const StoryStatus = lazySchema(() =>
  z.looseObject({
    id: z.string().nullish(),
    status: z.string(),
    title: z.string().nullish(),
    model: z.string().nullish(),
    aspect_ratio: z.string().nullish(),
    created_at: Timestamp.nullish(),
    started_at: Timestamp.nullish(),
    completed_at: Timestamp.nullish(),
    credits_deducted: z.number().nullish(),
    final_video_url: z.string().nullish(),
    error_message: z.string().nullish(),
    scenes: z.array(StorySceneStatus),
  }),
)
export type StoryStatus = z.infer<typeof StoryStatus>

/** The generation_type of a finished story in the generations list. */
// docs/decisions.md §D8
export const STORY_GENERATION_TYPE = 'story'
