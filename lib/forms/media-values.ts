import type { MediaKind } from '@/lib/api/media-kinds'
import type { Model } from '@/lib/api/models'
import { mediaFields, type MediaField } from './media-fields'

/** Source URLs per kind, in slot order; an ordered slot left empty holds ''. */
export type SourceSlots = Record<MediaKind, string[]>

/** Everything the form edits. Fields a model does not show keep a value that is never sent. */
export interface MediaFormValues {
  generation_type: string
  prompt: string
  negative_prompt: string
  aspect_ratio: string
  duration: string
  resolution: string
  quality: string
  sound: boolean
  sources: SourceSlots
}

export type MediaFieldName = keyof MediaFormValues

export const emptySources = (): SourceSlots => ({ image: [], video: [], audio: [] })

export const BLANK_VALUES: MediaFormValues = {
  generation_type: '',
  prompt: '',
  negative_prompt: '',
  aspect_ratio: '',
  duration: '',
  resolution: '',
  quality: '',
  sound: false,
  sources: emptySources(),
}

function keepOrFirst(previous: string | undefined, options: readonly string[]): string {
  return previous !== undefined && options.includes(previous) ? previous : (options[0] ?? '')
}

function secondsValue(
  field: Extract<MediaField, { kind: 'seconds' }>,
  previous: string | undefined,
): string {
  const seconds = Number.parseInt(previous ?? '', 10)
  if (seconds >= field.min && seconds <= field.max) return String(seconds)
  return String(field.suggestions[0] ?? field.min)
}

/** Previous sources that still fit the model: accepted kinds, within each kind's limit. */
function fittingSources(
  fields: MediaField[],
  previous: Partial<SourceSlots> | undefined,
): SourceSlots {
  const sources = emptySources()
  const field = fields.find((f) => f.kind === 'sources')
  if (!field || !previous) return sources
  for (const group of field.groups) {
    const urls = previous[group.kind] ?? []
    sources[group.kind] = (group.slotLabels ? urls : urls.filter(Boolean)).slice(0, group.max)
  }
  return sources
}

/**
 * Starting values for a model: the first option of every choice, keeping whatever the previous
 * values hold that the model also accepts (switching models keeps the prompt and fitting choices).
 */
export function mediaDefaults(
  model: Model,
  previous: Partial<MediaFormValues> = {},
): MediaFormValues {
  const generationType = keepOrFirst(previous.generation_type, model.generation_types ?? [])
  const fields = mediaFields(model, generationType)
  const values: MediaFormValues = {
    ...BLANK_VALUES,
    generation_type: generationType,
    prompt: previous.prompt ?? '',
    negative_prompt: previous.negative_prompt ?? '',
    sources: fittingSources(fields, previous.sources),
  }
  for (const field of fields) {
    if (field.kind === 'choice' && field.name !== 'generation_type') {
      values[field.name] = keepOrFirst(previous[field.name], field.options)
    } else if (field.kind === 'seconds') {
      values.duration = secondsValue(field, previous.duration)
    } else if (field.kind === 'toggle') {
      values.sound = previous.sound ?? false
    }
  }
  return values
}
