import type { z } from 'zod'
import { DIALOGUE_MODEL_ID, DialogueGenerateRequest } from './dialogue'
import { GenerationAccepted } from './generations'
import type { JobKind } from './job-kind-names'
import { MediaGenerateRequest } from './media'
import type { Model } from './models'
import { MUSIC_DEFAULT_MODEL, MusicAccepted, MusicGenerateRequest } from './music'
import { audioStartCost, mediaRequestCost } from './pricing'
import { ROUTES, type RateGroup } from './routes'

/**
 * What a run may be made of (docs/runs.md, "Music and speech"): one kind per run, and for each
 * kind the start route its items go to, the body each item is held to, the job kind that follows
 * what it makes, and the price of one item. The one table the run builder, the studio's server
 * and the run's driver read: a new kind of run is a new row here, never a second mechanism.
 */
export const RUN_KINDS = ['media', 'music', 'speech'] as const
export type RunKind = (typeof RUN_KINDS)[number]

/** The routes a run's items are sent to (each takes no path parameter). */
export type RunStartRoute = 'v1_media_generate' | 'v1_music_generate' | 'v1_dialogue_generate'

export interface RunKindDef<Body> {
  /** Words for people: "Image or video", "Music", "Speech". */
  noun: string
  startRoute: RunStartRoute
  /** The start route's body (lib/api/route-schemas.ts has the same one for that route). */
  body: z.ZodType<Body>
  /** The start route's accepted answer. */
  accepted: z.ZodType
  /** Who follows the jobs it makes (lib/api/job-kinds.ts): speech is followed as media. */
  jobKind: JobKind
  /** Catalog model types an item may name. */
  modelTypes: readonly string[]
  /** The model an item is made on (the service's default when the body names none). */
  model: (body: Body) => string
  /** The words an item is held to the prompt bound by. */
  text: (body: Body) => string
  /**
   * The prompt the history lists its job with, matched when an answer was lost
   * (lib/jobs/reconcile-submissions.ts); empty when the history lists other words (then the
   * model and the time decide).
   */
  listedPrompt: (body: Body) => string
  /** Credits one item costs: the function the page shows the price with. */
  cost: (model: Model, body: Body) => number
}

const media: RunKindDef<MediaGenerateRequest> = {
  noun: 'Image or video',
  startRoute: 'v1_media_generate',
  body: MediaGenerateRequest,
  accepted: GenerationAccepted,
  jobKind: 'media',
  modelTypes: ['image', 'video'],
  model: (body) => body.model,
  text: (body) => body.prompt ?? '',
  listedPrompt: (body) => body.prompt ?? '',
  cost: mediaRequestCost,
}

const music: RunKindDef<MusicGenerateRequest> = {
  noun: 'Music',
  startRoute: 'v1_music_generate',
  body: MusicGenerateRequest,
  accepted: MusicAccepted,
  jobKind: 'music',
  modelTypes: ['music'],
  model: (body) => body.model ?? MUSIC_DEFAULT_MODEL,
  text: (body) => [body.prompt, body.lyrics, body.song_description].filter(Boolean).join('\n'),
  // Advanced mode lists the song by what the service makes of it: matched by model and time.
  listedPrompt: (body) => body.prompt ?? '',
  cost: audioStartCost,
}

const speech: RunKindDef<DialogueGenerateRequest> = {
  noun: 'Speech',
  startRoute: 'v1_dialogue_generate',
  body: DialogueGenerateRequest,
  accepted: GenerationAccepted,
  // docs/service-contract.md §4.4: tracked with the media status route.
  jobKind: 'media',
  modelTypes: ['speech'],
  model: (body) => body.model ?? DIALOGUE_MODEL_ID,
  text: (body) => ('text' in body ? body.text : body.dialogue.map((d) => d.text).join('\n')),
  // The service strips audio tags from the text it lists: matched by model and time.
  listedPrompt: () => '',
  cost: audioStartCost,
}

export const RUN_KIND_DEFS: { [K in RunKind]: RunKindDef<RunBodyOf<K>> } = { media, music, speech }

export type RunBodyOf<K extends RunKind> = {
  media: MediaGenerateRequest
  music: MusicGenerateRequest
  speech: DialogueGenerateRequest
}[K]

/** Any kind's row, for code that handles every kind alike (its bodies were parsed by its schema). */
export function runKindDef(kind: RunKind): RunKindDef<unknown> {
  return RUN_KIND_DEFS[kind] as RunKindDef<unknown>
}

/** The rate group a kind's starts count in: its start route's, from the route table. */
export function runRateGroup(kind: RunKind): RateGroup {
  const route = ROUTES.find((r) => r.id === RUN_KIND_DEFS[kind].startRoute)
  if (!route) throw new Error(`No route ${RUN_KIND_DEFS[kind].startRoute}`)
  return route.rateGroup
}
