import type { MediaKind } from '@/lib/api/media-kinds'
import type { Model } from '@/lib/api/models'
import { mediaFields } from '@/lib/forms/media-fields'
import { mediaDefaults, type MediaFormValues } from '@/lib/forms/media-values'

/** Test helper: a public URL the service reads as this kind (it goes by the extension). */
export const sampleUrl = (kind: MediaKind, n = 1) =>
  `https://cdn.example.com/in-${n}.${{ image: 'png', video: 'mp4', audio: 'mp3' }[kind]}`

/** Test helper: values the service should accept, filling every source the type needs. */
export function validValues(model: Model, generationType: string): MediaFormValues {
  const values = mediaDefaults(model, {
    generation_type: generationType,
    prompt: 'A red fox in the snow',
  })
  const sources = mediaFields(model, generationType).find((f) => f.kind === 'sources')
  if (sources?.required) {
    for (const group of sources.groups) values.sources[group.kind] = [sampleUrl(group.kind)]
  }
  return values
}
