import type { Model } from '@/lib/api/models'
import { providerName, videoAudioWords } from './catalog-words'

/**
 * What a model is good at, in a few human words read from its catalog entry: its generation
 * types and capabilities, never a per-model table. A type the studio has no words for is still
 * shown, its dashes turned to spaces.
 */
const TYPE_WORDS: Record<string, string> = {
  'text-to-image': 'Images from a prompt',
  'image-to-image': 'Edits and restyles images',
  'text-to-video': 'Video from a prompt',
  'image-to-video': 'Brings an image to life',
  'first-and-last-frames': 'Motion between two frames',
  'reference-to-video': 'Video guided by references',
  'text-to-music': 'Songs from a description',
  'text-to-speech': 'Speech from text',
  captions: 'Burns in captions',
  dubbing: 'Dubs into other languages',
  'remove-background': 'Cuts out the background',
  separation: 'Splits vocals from the music',
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

function typeWords(type: string): string {
  return TYPE_WORDS[type.toLowerCase()] ?? sentence(type.replaceAll(/[-_]+/g, ' '))
}

/** The sharpest resolution offered, by its number (4K > 2K > 1080p > 720p). */
function topResolution(options: readonly string[]): string | null {
  const size = (o: string) => {
    const n = Number.parseFloat(o)
    return /k$/i.test(o) ? n * 1000 : n
  }
  return [...options].sort((a, b) => size(b) - size(a))[0] ?? null
}

function capabilityWords(model: Model): string[] {
  const c = model.capabilities ?? {}
  const words: string[] = []
  const top = topResolution(c.resolution_options ?? [])
  if (top && (c.resolution_options?.length ?? 0) > 1) words.push(`Up to ${top}`)
  if (c.duration_range)
    words.push(`${c.duration_range.min_seconds}–${c.duration_range.max_seconds} s clips`)
  if (c.video_audio === 'included' || c.video_audio === 'toggle_via_sound_param')
    words.push(videoAudioWords(c.video_audio))
  if ((c.max_input_images ?? 0) > 1) words.push(`Up to ${c.max_input_images} reference images`)
  if (model.voice_allowlist?.length) words.push(`${model.voice_allowlist.length} voices`)
  return words
}

export function modelStrengths(model: Model): string[] {
  const types = (model.generation_types ?? []).map(typeWords)
  return [...new Set([...types, ...capabilityWords(model)])]
}

/** Search text for a model: its names and what it is good at, lower case. */
export function modelSearchText(model: Model): string {
  return [
    model.model_id,
    model.display_name,
    model.provider,
    model.provider && providerName(model.provider),
    model.family,
    model.model_type,
    ...modelStrengths(model),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
}
