// The body one start sends, from a model's form values: the one builder Create's form and a run's
// rows (features/runs) both use.
import { durationSeconds, type MediaGenerateRequest } from '@/lib/api/media'
import type { Model } from '@/lib/api/models'
import { mediaFields } from '@/lib/forms/media-fields'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { sourceUrls } from '@/lib/forms/source-rules'

/**
 * The POST /v1/generate/media body for validated values: exactly the fields the form shows for
 * the model, nothing it does not (a parameter the model does not list is never sent). Durations
 * go as whole seconds, the spec's own form ("5s" options name the same choice).
 * `modelId` may differ from `model.model_id` when the form stands in for a family name.
 */
export function buildMediaRequest(
  modelId: string,
  model: Model,
  values: MediaFormValues,
): MediaGenerateRequest {
  const request: MediaGenerateRequest = { model: modelId, prompt: values.prompt }
  for (const field of mediaFields(model, values.generation_type)) {
    switch (field.kind) {
      case 'choice':
        if (field.name === 'duration') request.duration = durationSeconds(values.duration)
        else request[field.name] = values[field.name]
        break
      case 'seconds':
        request.duration = durationSeconds(values.duration)
        break
      case 'text':
        if (field.name === 'negative_prompt' && values.negative_prompt.trim()) {
          request.negative_prompt = values.negative_prompt
        }
        break
      case 'toggle':
        request.sound = values.sound
        break
      case 'sources': {
        const urls = sourceUrls(values.sources)
        if (urls.length) request.source_media_urls = urls
        break
      }
      case 'note':
        break
    }
  }
  return request
}
