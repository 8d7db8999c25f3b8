import { DIALOGUE_MODEL_ID } from '@/lib/api'
import type { Catalog, CatalogEntry } from '../../catalog'
import { apiError, invalidParam } from '../../http/api-error'
import type { RouteHandlers } from '../../http/route-context'
import type { SpeechJobParams } from '../../jobs/renderers/speech'
import { acceptedBody, charge, startJob } from '../support'
import { JsonObject, parseDialogueRequest, type DialogueRequest } from './parse'

function resolveSpeechModel(catalog: Catalog, id: string): CatalogEntry {
  const entry = catalog.isEnabled(id) ? catalog.entry(id) : undefined
  if (entry?.model.model_type === 'speech') return entry
  throw apiError('invalid_model', `'${id}' is not a dialogue model`, {
    param: 'model',
    valid_values: catalog.idsOfType('speech'),
  })
}

/** The voice to use: the given one if on the model's allowlist, else the list's first. */
function voiceOf(entry: CatalogEntry, request: DialogueRequest): string {
  const voices = entry.model.voice_allowlist ?? []
  const voice = request.voice ?? voices[0]
  if (voice && voices.includes(voice)) return voice
  throw invalidParam(
    request.voiceParam,
    `'${voice ?? ''}' is not a voice of ${entry.model.model_id}; use one of valid_values`,
    voices,
  )
}

function checkLength(entry: CatalogEntry, request: DialogueRequest): void {
  const max = entry.model.capabilities?.prompt_max_chars
  if (typeof max !== 'number' || request.text.length <= max) return
  throw apiError(
    'prompt_too_long',
    `text has ${request.text.length} characters; ${entry.model.model_id} allows at most ${max}`,
    { param: request.textParam, max_chars: max, length: request.text.length },
  )
}

/** POST /v1/generate/dialogue: single-voice speech, tracked on the media status route. */
export const dialogueRoutes: RouteHandlers = {
  v1_dialogue_generate: async (ctx) => {
    const request = parseDialogueRequest(await ctx.body(JsonObject))
    const entry = resolveSpeechModel(ctx.services.catalog, request.model ?? DIALOGUE_MODEL_ID)
    const voice = voiceOf(entry, request)
    checkLength(entry, request)
    const cost = entry.model.cost_per_generation
    charge(ctx, cost)
    const params: SpeechJobParams & Record<string, unknown> = {
      text: request.text,
      voice,
      stability: request.stability,
      languageCode: request.languageCode,
    }
    const job = await startJob(ctx, {
      kind: 'dialogue',
      model: entry.model.model_id,
      prompt: request.text,
      generationType: entry.model.generation_types?.[0] ?? 'text-to-speech',
      estimatedSeconds: entry.model.estimated_time_seconds ?? 15,
      creditsDeducted: cost,
      params,
    })
    return ctx.json(acceptedBody(job, cost))
  },
}
