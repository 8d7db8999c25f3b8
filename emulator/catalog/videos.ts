import type { ExtendTier } from '@/lib/api'
import { entry, VIDEO_ASPECTS, type CatalogEntry } from './define'

const VEO_TIERS: Record<
  ExtendTier,
  { family: string; label: string; credits: number; seconds: number }
> = {
  lite: { family: 'veo3-1-lite', label: 'Veo 3.1 Lite', credits: 60, seconds: 90 },
  fast: { family: 'veo3-1-fast', label: 'Veo 3.1 Fast', credits: 99, seconds: 120 },
  quality: { family: 'veo3-1', label: 'Veo 3.1', credits: 390, seconds: 180 },
}

const VEO_MODES = {
  'text-to-video': { images: 0, requires: false },
  'first-and-last-frames': { images: 2, requires: true },
  'reference-to-video': { images: 3, requires: true },
} as const

const veo = (tier: ExtendTier, mode: keyof typeof VEO_MODES) => {
  const t = VEO_TIERS[tier]
  const m = VEO_MODES[mode]
  return entry({
    id: `${t.family}-${mode}`,
    name: `${t.label} (${mode})`,
    type: 'video',
    provider: 'google',
    credits: t.credits,
    seconds: t.seconds,
    types: [mode],
    inputs: m.images ? ['image'] : [],
    requiresInput: m.requires,
    family: t.family,
    extendTier: tier,
    caps: {
      prompt_max_chars: 2000,
      duration_options: ['8s'],
      max_input_images: m.images,
      supports_negative_prompt: true,
      supports_sound: true,
      video_audio: 'included',
      aspect_ratio_options: ['16:9', '9:16'],
      resolution_options: ['720p', '1080p'],
    },
    notes: `Audio included. Extendable (${tier} tier) unless the output is 1080p.`,
  })
}

const seedancePro = (resolution: string, seconds: number, credits: number) =>
  entry({
    id: `seedance-1-5-pro-${resolution}-${seconds}s`,
    name: `Seedance 1.5 Pro ${resolution} ${seconds}s`,
    type: 'video',
    provider: 'bytedance',
    credits,
    seconds: 100,
    types: ['text-to-video', 'image-to-video', 'first-and-last-frames'],
    inputs: ['image'],
    family: 'seedance-1-5-pro',
    fixed: { resolution, duration: `${seconds}s` },
    caps: {
      prompt_max_chars: 2000,
      duration_options: [`${seconds}s`],
      max_input_images: 2,
      supports_sound: true,
      video_audio: 'toggle_via_sound_param',
      aspect_ratio_options: VIDEO_ASPECTS,
    },
    notes:
      'Resolution and duration are fixed by the id. Set sound: true for an audio track. Supports fixed_lens.',
  })

const kling = (mode: 'text-to-video' | 'image-to-video') =>
  entry({
    id: `kling-2-6-${mode}`,
    name: `Kling 2.6 (${mode})`,
    type: 'video',
    provider: 'kuaishou',
    credits: 7,
    seconds: 110,
    types: [mode],
    inputs: mode === 'image-to-video' ? ['image'] : [],
    requiresInput: mode === 'image-to-video',
    family: 'kling-2-6',
    perSecond: true,
    caps: {
      prompt_max_chars: 2500,
      duration_options: ['5s', '10s'],
      max_input_images: mode === 'image-to-video' ? 1 : 0,
      supports_negative_prompt: true,
      supports_sound: true,
      video_audio: 'toggle_via_sound_param',
      aspect_ratio_options: mode === 'image-to-video' ? [] : VIDEO_ASPECTS,
    },
    notes: 'Billed per second of output. Set sound: true for an audio track.',
  })

export const VIDEO_MODELS: CatalogEntry[] = [
  veo('lite', 'text-to-video'),
  veo('lite', 'first-and-last-frames'),
  veo('fast', 'text-to-video'),
  veo('fast', 'first-and-last-frames'),
  veo('fast', 'reference-to-video'),
  veo('quality', 'text-to-video'),
  veo('quality', 'first-and-last-frames'),
  seedancePro('720p', 8, 40),
  seedancePro('1080p', 8, 80),
  seedancePro('720p', 4, 20),
  entry({
    id: 'seedance-1-5-lite',
    name: 'Seedance 1.5 Lite (draft mode)',
    type: 'video',
    provider: 'bytedance',
    credits: 30,
    seconds: 60,
    types: ['text-to-video', 'image-to-video'],
    inputs: ['image'],
    caps: {
      prompt_max_chars: 2000,
      duration_options: ['5s', '10s'],
      max_input_images: 1,
      supports_sound: true,
      video_audio: 'toggle_via_sound_param',
      aspect_ratio_options: VIDEO_ASPECTS,
      quality_options: ['720p', '720p-draft', '1080p', '1080p-draft'],
    },
    notes:
      'A -draft quality renders a quick preview that POST /v1/generate/media/finalize-draft turns into 1080p.',
  }),
  entry({
    id: 'sora-2-text-to-video-10s',
    name: 'Sora 2 (text, 10s)',
    type: 'video',
    provider: 'openai',
    credits: 30,
    seconds: 150,
    types: ['text-to-video'],
    family: 'sora-2',
    fixed: { duration: '10s' },
    caps: {
      prompt_max_chars: 4000,
      duration_options: ['10s'],
      supports_sound: true,
      video_audio: 'included',
      aspect_ratio_options: ['16:9', '9:16'],
    },
    notes: 'Audio included.',
  }),
  entry({
    id: 'sora-2-image-to-video-10s',
    name: 'Sora 2 (image, 10s)',
    type: 'video',
    provider: 'openai',
    credits: 30,
    seconds: 150,
    types: ['image-to-video'],
    inputs: ['image'],
    requiresInput: true,
    family: 'sora-2',
    fixed: { duration: '10s' },
    caps: {
      prompt_max_chars: 4000,
      duration_options: ['10s'],
      max_input_images: 1,
      supports_sound: true,
      video_audio: 'included',
    },
    notes: 'Animates one image. Audio included.',
  }),
  kling('text-to-video'),
  kling('image-to-video'),
  entry({
    id: 'wan-2-5',
    name: 'Wan 2.5',
    type: 'video',
    provider: 'alibaba',
    credits: 12,
    seconds: 90,
    types: ['text-to-video', 'image-to-video', 'reference-to-video'],
    inputs: ['image', 'video'],
    perSecond: true,
    caps: {
      prompt_max_chars: 1500,
      duration_options: ['5s', '10s', '15s'],
      duration_range: { min_seconds: 3, max_seconds: 15 },
      max_input_images: 1,
      max_input_videos: 1,
      supports_negative_prompt: true,
      video_audio: 'silent',
      aspect_ratio_options: VIDEO_ASPECTS,
    },
    notes:
      'Any whole number of seconds from 3 to 15. Silent output. A reference video is billed as 15 s.',
  }),
  entry({
    id: 'grok-text-to-video-6s',
    name: 'Grok Video (6s)',
    type: 'video',
    provider: 'xai',
    credits: 20,
    seconds: 60,
    types: ['text-to-video'],
    fixed: { duration: '6s' },
    caps: {
      prompt_max_chars: 1000,
      duration_options: ['6s'],
      supports_sound: true,
      video_audio: 'included',
      aspect_ratio_options: VIDEO_ASPECTS,
    },
    notes: 'Six seconds with audio.',
  }),
  entry({
    id: 'p-video',
    name: 'P-Video (talking image)',
    type: 'video',
    provider: 'pruna',
    credits: 25,
    seconds: 80,
    types: ['image-to-video'],
    inputs: ['image', 'audio'],
    requiresInput: true,
    caps: {
      prompt_max_chars: 1000,
      max_input_images: 1,
      max_input_audios: 1,
      supports_sound: true,
      video_audio: 'included',
    },
    notes: 'Animates one image to one audio track.',
  }),
]
