import type { GenerationStatus } from '@/lib/api/generations'
import { durationOption } from '@/lib/api/media'
import type { MediaKind } from '@/lib/api/media-kinds'
import type { Model } from '@/lib/api/models'
import { drivingKind, isTextOnly } from '@/lib/forms/generation-types'
import { inputLimits } from './media-fields'
import { emptySources, type MediaFormValues } from './media-values'
import { serviceKindOfUrl } from '@/lib/forms/source-rules'

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined

/** `source_media_urls` comes back as a string or an array (DESIGN: the real service varies). */
function sourcesOf(value: GenerationStatus['source_media_urls']): MediaFormValues['sources'] {
  const sources = emptySources()
  const urls = typeof value === 'string' ? [value] : (value ?? [])
  for (const url of urls) if (url) sources[serviceKindOfUrl(url)].push(url)
  return sources
}

function durationOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0)
    return durationOption(value)
  return text(value)
}

/**
 * The model and the form values a finished generation was made with, as far as its status record
 * carries them (the spec names model, prompt and generation_type; other members are extras).
 * `mediaDefaults` then keeps what the model still accepts.
 */
export function remixOf(status: GenerationStatus): {
  model: string | null
  values: Partial<MediaFormValues>
} {
  const values: Partial<MediaFormValues> = { sources: sourcesOf(status.source_media_urls) }
  const fields = {
    prompt: text(status.prompt),
    negative_prompt: text(status.negative_prompt),
    generation_type: text(status.generation_type),
    aspect_ratio: text(status.aspect_ratio),
    resolution: text(status.resolution),
    quality: text(status.quality),
    duration: durationOf(status.duration),
  }
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) values[name as keyof typeof fields] = value
  }
  if (typeof status.sound === 'boolean') values.sound = status.sound
  return { model: text(status.model) ?? null, values }
}

/**
 * A generation type of the model that takes a source of this kind (text-only types take none):
 * one driven by that kind, else, for a kind the model takes only beside its driving input (an
 * audio track with an image), its first type that takes sources.
 */
export function typeTaking(model: Model, kind: MediaKind): string | undefined {
  const types = (model.generation_types ?? []).filter((t) => !isTextOnly(t))
  const driven = types.find((t) => (drivingKind(t) ?? kind) === kind)
  if (driven) return driven
  return inputLimits(model)[kind] > 0 ? types[0] : undefined
}

/**
 * `/create?source=<url>`: the URL goes into the first free slot of its kind, and a text-only
 * generation type gives way to one that takes such a source.
 */
export function withSource(
  model: Model,
  url: string,
  values: Partial<MediaFormValues>,
): Partial<MediaFormValues> {
  const kind = serviceKindOfUrl(url)
  const sources = { ...emptySources(), ...values.sources }
  sources[kind] = [...sources[kind].filter(Boolean), url]
  const current = values.generation_type
  const keepsType =
    current !== undefined && !isTextOnly(current) && model.generation_types?.includes(current)
  const generationType = keepsType ? current : typeTaking(model, kind)
  return { ...values, sources, ...(generationType ? { generation_type: generationType } : {}) }
}
