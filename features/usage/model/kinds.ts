import { PREMIUM_GENERATION_TYPE } from '@/lib/api/generations'
import { STORY_GENERATION_TYPE } from '@/lib/api/story'

/** The kinds of spend the usage charts stack, in stacking order. */
export const SPEND_KINDS = [
  'image',
  'video',
  'music',
  'speech',
  'tools',
  'story',
  'premium',
] as const
export type SpendKind = (typeof SPEND_KINDS)[number]

export const SPEND_KIND_LABELS: Record<SpendKind, string> = {
  image: 'Images',
  video: 'Video',
  music: 'Music',
  speech: 'Speech',
  tools: 'Tools',
  story: 'Stories',
  premium: 'Premium video',
}

const BY_TYPE: Record<string, SpendKind> = {
  'text-to-image': 'image',
  'image-to-image': 'image',
  'text-to-video': 'video',
  'image-to-video': 'video',
  'first-and-last-frames': 'video',
  'reference-to-video': 'video',
  extend: 'video',
  'finalize-draft': 'video',
  'text-to-music': 'music',
  'text-to-speech': 'speech',
  dialogue: 'speech',
  dubbing: 'speech',
  captions: 'tools',
  'remove-background': 'tools',
  separation: 'tools',
  [STORY_GENERATION_TYPE]: 'story',
  [PREMIUM_GENERATION_TYPE]: 'premium',
}

/**
 * The kind a generation type is billed under. Types the studio does not know yet are guessed
 * from their words (the service adds types), and land in tools when nothing matches, so every
 * credit is counted somewhere and the totals still reconcile.
 */
export function spendKindOf(generationType: string | null | undefined): SpendKind {
  const type = (generationType ?? '').toLowerCase()
  const known = BY_TYPE[type]
  if (known) return known
  if (type.includes('image')) return 'image'
  if (type.includes('video')) return 'video'
  if (type.includes('music') || type.includes('song')) return 'music'
  if (type.includes('speech') || type.includes('voice')) return 'speech'
  return 'tools'
}

/** The generation types worth reading one by one to reach history past the newest page. */
export const READABLE_GENERATION_TYPES = Object.keys(BY_TYPE)
