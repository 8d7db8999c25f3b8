import type { ProblemWords } from '@/lib/errors/problem'

/** A form field of the story editor: `title`, `model`, `aspect_ratio`, `scenes.2.prompt`, … */
export type StoryFieldPath =
  | 'title'
  | 'model'
  | 'aspect_ratio'
  | 'scenes'
  | `scenes.${number}.prompt`
  | `scenes.${number}.duration_seconds`

const TOP_LEVEL: Record<string, StoryFieldPath> = {
  title: 'title',
  model: 'model',
  aspect_ratio: 'aspect_ratio',
  scenes: 'scenes',
}

const CODE_FIELDS: Record<string, StoryFieldPath> = {
  invalid_model: 'model',
  model_disabled: 'model',
  model_not_found: 'model',
  variant_required: 'model',
  unsupported_aspect: 'aspect_ratio',
}

/** `scenes[2].prompt` (or `body.scenes.2.duration`) names scene 2's prompt field. */
export function storyFieldOfParam(param: unknown): StoryFieldPath | null {
  if (typeof param !== 'string') return null
  const name = param.replace(/^body\./, '')
  const scene = /^scenes(?:\[(\d+)\]|\.(\d+))\.?(\w+)?/.exec(name)
  if (scene) {
    const index = Number(scene[1] ?? scene[2])
    const member = scene[3] ?? ''
    if (member === 'prompt') return `scenes.${index}.prompt`
    if (member.startsWith('duration')) return `scenes.${index}.duration_seconds`
    return 'scenes'
  }
  return TOP_LEVEL[name.split(/[.[]/)[0] ?? ''] ?? null
}

/** `scenes[2].duration_seconds` in a service message reads as "scene 3 duration". */
function humanizeSceneParams(text: string): string {
  return text.replace(/scenes\[(\d+)\]\.?(\w*)/g, (_, index: string, member: string) => {
    const what = member.replace(/_seconds$/, '').replaceAll('_', ' ')
    return `scene ${Number(index) + 1}${what ? ` ${what}` : ''}`
  })
}

/**
 * A refused story's words, on the field it is about: the message and one-click fix are the
 * studio's usual ones (docs/service-contract.md §7); scene members become that scene's prompt or length.
 */
export const STORY_WORDS: ProblemWords<StoryFieldPath> = {
  fieldOf: (param, code) => storyFieldOfParam(param) ?? (code ? (CODE_FIELDS[code] ?? null) : null),
  pickable: ['model', 'aspect_ratio'],
  reword: (text) => humanizeSceneParams(text.replace(/^scenes\[\d+\]: /, '')),
}
