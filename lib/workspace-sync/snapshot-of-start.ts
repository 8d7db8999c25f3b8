import { routePath, type RouteId } from '@/lib/api/routes'
import { FormSnapshot, type PromptForm } from '@/lib/studio-api/prompt-history'

/** What a paid start was: its route, the body sent and the model named. */
export interface StartedJob {
  path: string
  body: unknown
  model: string
}

type Body = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
/** Members that name a source (an upload, a URL, an output): never part of what a form chose. */
const SOURCE_MEMBERS = ['source_media_urls', 'source_generation_id', 'media_url', 'image_url']

function without(body: Body, ...names: string[]): Body {
  const kept: Body = {}
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    if (!names.includes(name) && !SOURCE_MEMBERS.includes(name)) kept[name] = value
  }
  return kept
}

interface Reading {
  form: PromptForm
  prompt: string
  options: Body
}

/** Each start route that takes words, read into its form, prompt and options. */
const READERS: Partial<Record<RouteId, (body: Body) => Reading>> = {
  v1_media_generate: (body) => ({
    // A video type says so in its name (text-to-video, image-to-video); anything else is an image.
    form: /video/i.test(text(body.generation_type)) ? 'video' : 'image',
    prompt: text(body.prompt),
    options: without(body, 'model', 'prompt'),
  }),
  v1_music_generate: (body) => ({
    form: 'music',
    // Simple mode writes a prompt; advanced mode describes the song in its other members.
    prompt:
      text(body.prompt) || text(body.song_description) || text(body.lyrics) || text(body.style),
    options: without(body, 'model', 'prompt'),
  }),
  v1_dialogue_generate: (body) => {
    const line = Array.isArray(body.dialogue) ? (body.dialogue[0] as Body | undefined) : undefined
    return {
      form: 'speech',
      prompt: text(body.text) || text(line?.text),
      options: without({ voice: line?.voice, ...body }, 'model', 'text', 'dialogue'),
    }
  },
  v1_story_generate: (body) => ({
    form: 'story',
    // Every scene's words, one per line, so a search finds the story by any of its scenes.
    prompt: (Array.isArray(body.scenes) ? body.scenes : [])
      .map((scene: Body) => text(scene?.prompt))
      .filter(Boolean)
      .join('\n'),
    options: without(body, 'model'),
  }),
  v1_media_extend: (body) => ({
    form: 'extend',
    prompt: text(body.prompt),
    options: without(body, 'model', 'prompt'),
  }),
}

/**
 * What a form holds, read from the body it would send: its form, model, prompt (possibly empty,
 * for a preset) and options without sources. Null for a route that takes no words.
 */
export function snapshotOfBody(job: StartedJob): FormSnapshot | null {
  const route = (Object.keys(READERS) as RouteId[]).find(
    (id) => routePath(id as never) === job.path,
  )
  const read = route && READERS[route]
  if (!read || typeof job.body !== 'object' || job.body === null) return null
  const snapshot = FormSnapshot.safeParse({ ...read(job.body as Body), model: job.model })
  return snapshot.success ? snapshot.data : null
}

/**
 * The history entry a paid start makes: null for a start that took no words (a background
 * removal, stems, captions) or that the history could not hold. The body is the one sent, so
 * what is kept is exactly what the service was asked for, minus its sources.
 */
export function snapshotOfStart(job: StartedJob): FormSnapshot | null {
  const snapshot = snapshotOfBody(job)
  return snapshot?.prompt ? snapshot : null
}

/** What the speech form holds, read as the body it would send. */
export function speechSnapshotOf(
  values: { text: string; voice: string; stability: number; language_code: string },
  model: string,
): FormSnapshot {
  const body = { ...values, voice: values.voice || null }
  const path = routePath('v1_dialogue_generate')
  return snapshotOfBody({ path, body, model }) ?? { form: 'speech', model, prompt: '', options: {} }
}

/**
 * What the storyboard holds, in the shape a started story is kept in: every scene's words, one a
 * line, as its prompt (blank scenes left out, since a draft may hold them).
 */
export function storySnapshotOf(draft: {
  title: string
  model: string
  aspect_ratio: string
  scenes: { prompt: string; duration_seconds: number }[]
}): FormSnapshot {
  const scenes = draft.scenes.filter((scene) => scene.prompt.trim())
  const body = {
    title: draft.title.trim() || undefined,
    aspect_ratio: draft.aspect_ratio || undefined,
    scenes,
  }
  const path = routePath('v1_story_generate')
  return (
    snapshotOfBody({ path, body, model: draft.model }) ?? {
      form: 'story',
      model: draft.model,
      prompt: '',
      options: {},
    }
  )
}

/** What the extend tool holds (its words and tier), read as the body it would send. */
export function extendSnapshotOf(
  values: { prompt?: string | null; tier?: string },
  model: string,
): FormSnapshot {
  const body = { prompt: values.prompt, tier: values.tier }
  const path = routePath('v1_media_extend')
  return snapshotOfBody({ path, body, model }) ?? { form: 'extend', model, prompt: '', options: {} }
}
