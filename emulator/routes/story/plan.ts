import {
  estimateMediaCost,
  makesStoryScenes,
  STORY_SCENE_GENERATION_TYPE,
  type StoryGenerateRequest,
} from '@/lib/api'
import type { Catalog, CatalogEntry } from '../../catalog'
import { apiError, ApiError } from '../../http/api-error'
import { videoSize } from '../media/dimensions'
import { resolveMediaModel } from '../media/resolve-model'
import { checkAspect, checkDuration, checkPromptAndFlags } from '../media/validate-options'

/** A validated story request: the model, the output format and each scene's price. */
export interface StoryPlan {
  entry: CatalogEntry
  aspectRatio: string
  size: { width: number; height: number }
  withAudio: boolean
  scenes: { prompt: string; durationSeconds: number; cost: number }[]
}

/** Scenes are prompts only: the contract's rule, read from the catalog entry. */
const makesScenes = (entry: CatalogEntry) => makesStoryScenes(entry.model)

/** Runs a media check for one scene, naming the scene's member in the error (scenes[2].prompt). */
function atScene<T>(index: number, check: () => T): T {
  try {
    return check()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const member = error.body.param === 'duration' ? 'duration_seconds' : String(error.body.param)
    const param = `scenes[${index}].${member}`
    const message = `scenes[${index}]: ${String(error.body.message)}`
    const errors = error.body.errors ? { errors: [{ param, message }] } : {}
    throw new ApiError(error.status, { ...error.body, param, message, ...errors }, error.headers)
  }
}

/** Validates a story against the catalog (docs/service-contract.md §4.6): model, aspect ratio, then every scene. */
export function planStory(catalog: Catalog, body: StoryGenerateRequest): StoryPlan {
  const entry = resolveMediaModel(catalog, body.model)
  if (!makesScenes(entry)) {
    const usable = catalog.enabledEntries().filter(makesScenes)
    throw apiError('invalid_model', `'${body.model}' cannot make story scenes from prompts`, {
      param: 'model',
      valid_values: usable.map((e) => e.model.model_id),
      hint: 'Use a video model with the text-to-video generation type',
    })
  }
  checkAspect(entry, body.aspect_ratio)
  const model = entry.model
  const scenes = body.scenes.map((scene, index) =>
    atScene(index, () => {
      const request = { model: model.model_id, prompt: scene.prompt }
      checkPromptAndFlags(entry, request, STORY_SCENE_GENERATION_TYPE)
      const seconds =
        checkDuration(catalog, entry, scene.duration_seconds) ?? scene.duration_seconds
      const cost = estimateMediaCost(model, { duration: seconds })
      return { prompt: scene.prompt, durationSeconds: seconds, cost }
    }),
  )
  const aspectRatio = body.aspect_ratio ?? model.capabilities?.aspect_ratio_options?.[0] ?? '16:9'
  return {
    entry,
    aspectRatio,
    size: videoSize(aspectRatio, entry.fixed.resolution),
    withAudio: model.capabilities?.video_audio === 'included',
    scenes,
  }
}
