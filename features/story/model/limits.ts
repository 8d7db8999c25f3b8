import { STORY_MAX_SCENES, STORY_MAX_TOTAL_SECONDS } from '@/lib/api/decisions'

export { STORY_MAX_SCENES, STORY_MAX_TOTAL_SECONDS }

interface Timed {
  duration_seconds: number
}

export function totalSeconds(scenes: readonly Timed[]): number {
  return scenes.reduce(
    (sum, s) => sum + (Number.isFinite(s.duration_seconds) ? s.duration_seconds : 0),
    0,
  )
}

/** Why one more scene of `seconds` cannot join the story, or null when it can (docs/service-contract.md §4.6 limits). */
export function addRefusal(scenes: readonly Timed[], seconds: number | undefined): string | null {
  if (scenes.length >= STORY_MAX_SCENES) {
    return `A story has at most ${STORY_MAX_SCENES} scenes.`
  }
  if (seconds === undefined) return 'This model offers no scene length.'
  const total = totalSeconds(scenes) + seconds
  if (total > STORY_MAX_TOTAL_SECONDS) {
    return `Another ${seconds} s scene would make ${total} s; a story lasts at most ${STORY_MAX_TOTAL_SECONDS} s.`
  }
  return null
}

/** Why scene `index` cannot last `seconds`, or null when it can. */
export function durationRefusal(
  scenes: readonly Timed[],
  index: number,
  seconds: number,
): string | null {
  const others = totalSeconds(scenes) - (scenes[index]?.duration_seconds ?? 0)
  const total = others + seconds
  if (total <= STORY_MAX_TOTAL_SECONDS) return null
  return `${seconds} s would make the story ${total} s; it lasts at most ${STORY_MAX_TOTAL_SECONDS} s.`
}

/** The story as a whole is over a limit (after a model change, or a draft from elsewhere). */
export function storyOverLimit(scenes: readonly Timed[]): string | null {
  if (scenes.length > STORY_MAX_SCENES) {
    return `A story has at most ${STORY_MAX_SCENES} scenes; remove ${scenes.length - STORY_MAX_SCENES}.`
  }
  const total = totalSeconds(scenes)
  if (total > STORY_MAX_TOTAL_SECONDS) {
    return `The scenes last ${total} s; a story lasts at most ${STORY_MAX_TOTAL_SECONDS} s. Shorten or remove scenes.`
  }
  return null
}
