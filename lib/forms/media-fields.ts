import type { MediaKind } from '@/lib/api/media-kinds'
import type { Model } from '@/lib/api/models'
import { drivingKind, isOrderedFrames, isTextOnly, MEDIA_KINDS } from '@/lib/forms/generation-types'

export type ChoiceName = 'generation_type' | 'aspect_ratio' | 'duration' | 'resolution' | 'quality'

export interface SourceGroup {
  kind: MediaKind
  max: number
  /** Names of ordered slots (first and last frame); null when order does not matter. */
  slotLabels: string[] | null
}

/** One control of the Create form, derived from a catalog entry; nothing here is hard-coded. */
export type MediaField =
  | { kind: 'choice'; name: ChoiceName; label: string; options: string[] }
  | {
      kind: 'seconds'
      name: 'duration'
      label: string
      min: number
      max: number
      suggestions: number[]
    }
  | {
      kind: 'text'
      name: 'prompt' | 'negative_prompt'
      label: string
      maxChars: number | null
      required: boolean
    }
  | { kind: 'toggle'; name: 'sound'; label: string }
  | { kind: 'note'; name: 'duration' | 'audio'; label: string; text: string }
  | {
      kind: 'sources'
      name: 'sources'
      label: string
      groups: SourceGroup[]
      required: boolean
      driving: MediaKind | null
    }

const FRAME_LABELS = ['First frame', 'Last frame']
const AUDIO_NOTES: Record<string, string> = { included: 'Audio included', silent: 'Silent' }

function choice(
  name: ChoiceName,
  label: string,
  options: readonly string[] | null | undefined,
): MediaField[] {
  return options?.length ? [{ kind: 'choice', name, label, options: [...options] }] : []
}

function durationFields(model: Model): MediaField[] {
  const caps = model.capabilities ?? {}
  const options = caps.duration_options ?? []
  const range = caps.duration_range
  if (range) {
    const suggestions = options.map((o) => Number.parseInt(o, 10)).filter(Number.isFinite)
    return [
      {
        kind: 'seconds',
        name: 'duration',
        label: 'Duration',
        min: range.min_seconds,
        max: range.max_seconds,
        suggestions,
      },
    ]
  }
  // A single option is fixed by the model id: shown, never sent (the service may refuse it).
  if (options.length === 1)
    return [{ kind: 'note', name: 'duration', label: 'Duration', text: options[0]! }]
  return choice('duration', 'Duration', options)
}

function audioFields(model: Model): MediaField[] {
  const mode = model.capabilities?.video_audio
  if (mode === 'toggle_via_sound_param')
    return [{ kind: 'toggle', name: 'sound', label: 'Generate sound' }]
  const text = mode ? AUDIO_NOTES[mode] : undefined
  return text ? [{ kind: 'note', name: 'audio', label: 'Audio', text }] : []
}

/** How many inputs of each kind the model takes; a kind not in input_media_types takes none. */
export function inputLimits(model: Model): Record<MediaKind, number> {
  const caps = model.capabilities ?? {}
  const accepts = (kind: MediaKind) => model.input_media_types?.includes(kind) ?? false
  return {
    image: accepts('image') ? (caps.max_input_images ?? 0) : 0,
    video: accepts('video') ? (caps.max_input_videos ?? 0) : 0,
    audio: accepts('audio') ? (caps.max_input_audios ?? 0) : 0,
  }
}

function sourceGroups(model: Model, generationType: string): SourceGroup[] {
  const limits = inputLimits(model)
  return MEDIA_KINDS.filter((kind) => limits[kind] > 0).map((kind) => ({
    kind,
    max: limits[kind],
    slotLabels:
      kind === 'image' && isOrderedFrames(generationType)
        ? FRAME_LABELS.slice(0, limits[kind])
        : null,
  }))
}

function sourceFields(model: Model, generationType: string): MediaField[] {
  if (isTextOnly(generationType)) return []
  const groups = sourceGroups(model, generationType)
  if (!groups.length) return []
  const driving = drivingKind(generationType)
  const required = Boolean(model.requires_input_media) || driving !== null
  return [{ kind: 'sources', name: 'sources', label: 'Source media', groups, required, driving }]
}

/** The form's fields for a model and the chosen generation type, in display order. */
export function mediaFields(model: Model, generationType: string): MediaField[] {
  const caps = model.capabilities ?? {}
  return [
    ...choice('generation_type', 'Generation type', model.generation_types),
    ...sourceFields(model, generationType),
    {
      kind: 'text',
      name: 'prompt',
      label: 'Prompt',
      maxChars: caps.prompt_max_chars ?? null,
      // With no generation type sent, the service falls back to a text-to-* type.
      required: !generationType || isTextOnly(generationType),
    },
    ...(caps.supports_negative_prompt
      ? [
          {
            kind: 'text',
            name: 'negative_prompt',
            label: 'Negative prompt',
            maxChars: null,
            required: false,
          } as const,
        ]
      : []),
    ...choice('aspect_ratio', 'Aspect ratio', caps.aspect_ratio_options),
    ...durationFields(model),
    ...choice('resolution', 'Resolution', caps.resolution_options),
    ...choice('quality', 'Quality', caps.quality_options),
    ...audioFields(model),
  ]
}
