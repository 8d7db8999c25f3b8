import { z } from 'zod'
import { StoryDraft } from '@/lib/studio-api/drafts'
import { STORY_MAX_SCENES, STORY_MAX_TOTAL_SECONDS } from '@/lib/api/decisions'
import type { Model } from '@/lib/api/models'
import { aspectChoices, durationChoices, nearestDuration, promptLimit } from './story-models'
import { totalSeconds } from './limits'

/** What the editor holds: the story request's members, as the form edits them. */
export { StoryDraft }
export type SceneDraft = StoryDraft['scenes'][number]

/** The form's rules for one model: every scene needs a prompt within the model's limit. */
export function storyFormSchema(model: Model) {
  const max = promptLimit(model)
  const durations = durationChoices(model)
  const prompt = z
    .string()
    .refine((p) => p.trim().length > 0, 'Describe the scene.')
    .refine(
      (p) => max === null || p.length <= max,
      `The prompt is too long: this model takes at most ${max ?? 0} characters.`,
    )
  return z
    .object({
      title: z.string(),
      model: z.string().min(1, 'Choose a model.'),
      aspect_ratio: z.string(),
      scenes: z
        .array(
          z.object({
            prompt,
            duration_seconds: z
              .number({ error: 'Choose a length.' })
              .refine((s) => durations.includes(s), 'Choose one of the lengths this model offers.'),
          }),
        )
        .min(1, 'A story needs at least one scene.')
        .max(STORY_MAX_SCENES, `A story has at most ${STORY_MAX_SCENES} scenes.`),
    })
    .superRefine((draft, ctx) => {
      const total = totalSeconds(draft.scenes)
      if (total <= STORY_MAX_TOTAL_SECONDS) return
      ctx.addIssue({
        code: 'custom',
        path: ['scenes'],
        message: `The scenes last ${total} s; a story lasts at most ${STORY_MAX_TOTAL_SECONDS} s.`,
      })
    })
}

/** A new scene for the model: empty prompt, shortest length. */
export function blankScene(model: Model): SceneDraft {
  return { prompt: '', duration_seconds: durationChoices(model)[0] ?? 1 }
}

export function blankDraft(model: Model): StoryDraft {
  return {
    title: '',
    model: model.model_id,
    aspect_ratio: aspectChoices(model)[0] ?? '',
    scenes: [blankScene(model)],
  }
}

/**
 * The draft made to fit a model: its aspect ratio kept where the model offers it, else the first;
 * each scene's length moved to the nearest the model offers. Prompts are kept as written.
 */
export function fitDraftToModel(draft: StoryDraft, model: Model): StoryDraft {
  const aspects = aspectChoices(model)
  const durations = durationChoices(model)
  return {
    ...draft,
    model: model.model_id,
    aspect_ratio: aspects.includes(draft.aspect_ratio) ? draft.aspect_ratio : (aspects[0] ?? ''),
    scenes: draft.scenes.map((scene) => ({
      ...scene,
      duration_seconds:
        nearestDuration(durations, scene.duration_seconds) ?? scene.duration_seconds,
    })),
  }
}
