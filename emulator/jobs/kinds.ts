import type { JobKind, JobRecord } from '../store/types'
import type { Renderers, Workflows } from './engine'
import { PREMIUM_KIND } from './premium/order'
import { runPremiumOrder } from './premium/workflow'
import { EDIT_RENDERERS } from './renderers/edits'
import { renderMediaJob } from './renderers/media'
import { renderMusicJob } from './renderers/music'
import { renderSeparationJob } from './renderers/separation'
import { renderSpeechJob } from './renderers/speech'
import { runStory } from './story/workflow'

/** Job kinds and their renderers; a new job kind registers its renderer here. */
export const RENDERERS: Renderers = {
  media: renderMediaJob,
  dialogue: renderSpeechJob,
  music: renderMusicJob,
  separation: renderSeparationJob,
  ...EDIT_RENDERERS,
}

/** Job kinds whose status is read from GET /v1/generate/media/{id} (docs/service-contract.md §4.2). */
export const MEDIA_STATUS_KINDS = [
  'media',
  'dialogue',
  'captions',
  'remove-background',
  'extend',
  'dubbing',
  'finalize-draft',
] satisfies JobKind[]

/** Job kinds driven by a workflow rather than one render. */
export const WORKFLOWS: Workflows = {
  story: runStory,
  [PREMIUM_KIND]: runPremiumOrder,
}

/**
 * Whether GET /v1/generations lists a job as a generation: a story once its stitched video exists
 * (docs/service-contract.md §3); premium orders through a source of their own, with their order_id.
 */
export function listedAsGeneration(job: JobRecord): boolean {
  if (job.kind === 'story') return job.status === 'completed'
  return job.kind !== PREMIUM_KIND
}
