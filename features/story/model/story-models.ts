import { durationSeconds } from '@/lib/api/media'
import type { Model } from '@/lib/api/models'
import { makesStoryScenes } from '@/lib/api/story'

/** The catalog's models that the story route accepts, in catalog order. */
export function storyModels(models: readonly Model[]): Model[] {
  return models.filter(makesStoryScenes)
}

/**
 * Scene lengths the model offers, in whole seconds, shortest first: its duration options, and
 * every whole second of its range where it takes any length in one.
 */
export function durationChoices(model: Model): number[] {
  const caps = model.capabilities
  const seconds = new Set((caps?.duration_options ?? []).map((o) => durationSeconds(o)))
  const range = caps?.duration_range
  if (range) for (let s = range.min_seconds; s <= range.max_seconds; s += 1) seconds.add(s)
  return [...seconds].filter((s) => Number.isInteger(s) && s > 0).sort((a, b) => a - b)
}

/** The aspect ratios the model offers (empty: the service picks). */
export function aspectChoices(model: Model): string[] {
  return model.capabilities?.aspect_ratio_options ?? []
}

/** The model's prompt limit in characters, or null when the catalog names none. */
export function promptLimit(model: Model): number | null {
  return model.capabilities?.prompt_max_chars ?? null
}

/** The choice nearest to `seconds` (the shorter one on a tie). */
export function nearestDuration(choices: readonly number[], seconds: number): number | undefined {
  let best: number | undefined
  for (const choice of choices) {
    if (best === undefined || Math.abs(choice - seconds) < Math.abs(best - seconds)) best = choice
  }
  return best
}

export function modelLabel(model: Model): string {
  return model.display_name ?? model.model_id
}
