import { z } from 'zod'
import type { Model } from '@/lib/api/models'
import { blankScene, fitDraftToModel, type StoryDraft } from '@/features/story/model/story-values'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'

const StoryOptions = z.object({
  title: z.string().optional().catch(undefined),
  aspect_ratio: z.string().optional().catch(undefined),
  scenes: z
    .array(
      z.object({ prompt: z.string(), duration_seconds: z.number().optional().catch(undefined) }),
    )
    .optional()
    .catch(undefined),
})

/**
 * The storyboard with a past story or a preset added: its scenes (or, with none kept, its prompt
 * as one scene) after the draft's, or in place of a draft that is one empty scene; its model and
 * aspect ratio where the catalog still offers them. A preset kept without words adds no scene.
 */
export function storyDraftOf(
  snapshot: FormSnapshot,
  current: StoryDraft,
  models: readonly Model[],
): StoryDraft {
  const options = StoryOptions.parse(snapshot.options)
  const model =
    models.find((m) => m.model_id === snapshot.model) ??
    models.find((m) => m.model_id === current.model) ??
    models[0]
  if (!model) return current
  const blank = blankScene(model)
  const kept = (options.scenes ?? []).filter((scene) => scene.prompt.trim())
  const added = !snapshot.prompt.trim()
    ? []
    : kept.length
      ? kept.map((scene) => ({
          ...blank,
          ...scene,
          duration_seconds: scene.duration_seconds ?? blank.duration_seconds,
        }))
      : [{ ...blank, prompt: snapshot.prompt }]
  const empty = current.scenes.length === 1 && !current.scenes[0]?.prompt.trim()
  const draft: StoryDraft = {
    title: current.title.trim() || !options.title ? current.title : options.title,
    model: model.model_id,
    aspect_ratio: options.aspect_ratio ?? current.aspect_ratio,
    scenes: empty && added.length ? added : [...current.scenes, ...added],
  }
  return fitDraftToModel(draft, model)
}
