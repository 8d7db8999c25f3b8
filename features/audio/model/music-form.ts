import { z } from 'zod'
import { MUSIC_DEFAULT_MODEL, VOCAL_GENDERS, type MusicGenerateRequest } from '@/lib/api/music'
import { musicModeIssue } from '@/lib/api/music-rules'
import type { Model } from '@/lib/api/models'

/**
 * The music form keeps what was typed in both modes (switching mode loses nothing), but a request
 * carries only the active mode's fields, so the two modes never mix on the wire (docs/service-contract.md §4.4).
 */
export const MUSIC_MODES = ['simple', 'advanced'] as const

export const MusicFormValues = z.object({
  mode: z.enum(MUSIC_MODES),
  model: z.string(),
  instrumental: z.boolean(),
  prompt: z.string(),
  title: z.string(),
  style: z.string(),
  vocal_gender: z.union([z.enum(VOCAL_GENDERS), z.literal('')]),
  song_description: z.string(),
  lyrics: z.string(),
})
export type MusicFormValues = z.infer<typeof MusicFormValues>

/** Fields of the form that a service error or a rule can name. */
export const MUSIC_FIELDS = [
  'model',
  'prompt',
  'title',
  'style',
  'vocal_gender',
  'song_description',
  'lyrics',
] as const
export type MusicField = (typeof MUSIC_FIELDS)[number]

export function emptyMusicValues(model: string): MusicFormValues {
  return {
    mode: 'simple',
    model,
    instrumental: false,
    prompt: '',
    title: '',
    style: '',
    vocal_gender: '',
    song_description: '',
    lyrics: '',
  }
}

/** The catalog's music models, in catalog order. */
export function musicModels(models: readonly Model[]): Model[] {
  return models.filter((m) => m.model_type.toLowerCase() === 'music')
}

/** The model the form starts on: the service's default when the catalog has it, else the first. */
export function defaultMusicModel(models: readonly Model[]): string {
  const music = musicModels(models)
  return (music.find((m) => m.model_id === MUSIC_DEFAULT_MODEL) ?? music[0])?.model_id ?? ''
}

const trimmed = (value: string) => (value.trim() ? value : null)

/** The request the form sends: only the active mode's fields, lyrics with their line breaks. */
export function buildMusicRequest(values: MusicFormValues): MusicGenerateRequest {
  const common = { model: values.model || null, instrumental: values.instrumental }
  if (values.mode === 'simple') return { ...common, prompt: values.prompt.trim() }
  const request: MusicGenerateRequest = {
    ...common,
    title: values.title.trim(),
    style: values.style.trim(),
  }
  if (!values.instrumental && values.vocal_gender) request.vocal_gender = values.vocal_gender
  const description = trimmed(values.song_description)
  const lyrics = trimmed(values.lyrics)
  if (description !== null) request.song_description = description.trim()
  // Lyrics keep their lines; only blank lines around them go.
  if (lyrics !== null) request.lyrics = lyrics.replace(/^\s*\n|\n\s*$/g, '')
  return request
}

export interface MusicIssue {
  field: MusicField
  message: string
}

const FIELD_OF_PARAM: Record<string, MusicField> = Object.fromEntries(
  MUSIC_FIELDS.map((f) => [f, f]),
)

/** The form field a request parameter (`body.lyrics`, `lyrics`) names, if any. */
export function musicFieldOfParam(param: unknown): MusicField | null {
  if (typeof param !== 'string') return null
  return FIELD_OF_PARAM[param.replace(/^body\./, '')] ?? null
}

/**
 * The service's mode rule in the form's words, by the field it names: the contract's rule decides
 * which field is wrong, the words are the studio's (docs/architecture.md, "1. The form").
 */
const MODE_RULE_WORDS: Record<MusicField, string> = {
  model: 'Choose a model.',
  prompt: 'Describe the song you want.',
  title: 'Give the song a title.',
  style: 'Give the song a style.',
  vocal_gender: 'Choose a voice, or make the song instrumental.',
  song_description: 'Fill in either the song description or the lyrics, not both.',
  lyrics: 'Fill in either the song description or the lyrics, not both.',
}

/** Text fields capped by the model's prompt_max_chars, as the service checks them. */
const CAPPED = ['prompt', 'song_description', 'lyrics'] as const

/**
 * Every rule the service applies to a music request, in the service's order: the mode rules of
 * the contract (`musicModeIssue`, the very function the service runs), then text lengths.
 */
export function musicFormIssues(values: MusicFormValues, model: Model | null): MusicIssue[] {
  const request = buildMusicRequest(values)
  if (!values.model) return [{ field: 'model', message: 'Choose a model.' }]
  const mode = musicModeIssue(request)
  if (mode) {
    const field = musicFieldOfParam(mode.param) ?? 'prompt'
    return [{ field, message: MODE_RULE_WORDS[field] }]
  }
  const max = model?.capabilities?.prompt_max_chars
  if (typeof max !== 'number') return []
  return CAPPED.flatMap((field) => {
    const length = request[field]?.length ?? 0
    return length > max
      ? [{ field, message: `At most ${max} characters for this model (it has ${length}).` }]
      : []
  })
}

/** Characters used and allowed in a capped field, for its live counter. */
export function musicCounter(
  value: string,
  model: Model | null,
): { used: number; limit: number | null } {
  const max = model?.capabilities?.prompt_max_chars
  return { used: value.length, limit: typeof max === 'number' ? max : null }
}

/** The form's schema: the values' shape and every rule the service applies (musicFormIssues). */
export function musicFormSchema(model: Model | null) {
  return MusicFormValues.superRefine((values, ctx) => {
    for (const { field, message } of musicFormIssues(values, model)) {
      ctx.addIssue({ code: 'custom', path: [field], message })
    }
  })
}
