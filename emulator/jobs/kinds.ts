import type { Renderer } from './engine'
import { renderMediaJob } from './renderers/media'
import { renderSpeechJob } from './renderers/speech'

/** Job kinds and their renderers; a new job kind registers its renderer here. */
export const RENDERERS: Record<string, Renderer> = {
  media: renderMediaJob,
  dialogue: renderSpeechJob,
}

/** Job kinds whose status is read from GET /v1/generate/media/{id} (spec 4.2). */
export const MEDIA_STATUS_KINDS: ReadonlySet<string> = new Set([
  'media',
  'dialogue',
  'captions',
  'remove-background',
  'extend',
  'dubbing',
  'finalize-draft',
])
