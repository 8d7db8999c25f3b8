import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { Timestamp } from './common'

/** Music model ids named by docs/service-contract.md §4.4; the catalog is authoritative at run time. */
export const MUSIC_MODEL_IDS = ['V4', 'V4_5', 'V4_5PLUS', 'V5', 'V5_5'] as const

// docs/decisions.md §D15 (values of vocal_gender, as public Suno-style clients send them)
export const VOCAL_GENDERS = ['m', 'f'] as const

/**
 * POST /v1/generate/music (docs/service-contract.md §4.4). Simple mode: `prompt`. Advanced mode: `title` and `style`,
 * `vocal_gender` unless instrumental, and exactly one of `song_description` or `lyrics`.
 * Mode rules give `invalid_input`, so they are checked by `musicModeIssue` (./music-rules), not the schema.
 */
export const MusicGenerateRequest = lazySchema(() =>
  z.strictObject({
    prompt: z.string().nullish(),
    title: z.string().nullish(),
    style: z.string().nullish(),
    vocal_gender: z.enum(VOCAL_GENDERS).nullish(),
    song_description: z.string().nullish(),
    lyrics: z.string().nullish(),
    model: z.string().min(1).nullish(),
    instrumental: z.boolean().nullish(),
  }),
)
export type MusicGenerateRequest = z.infer<typeof MusicGenerateRequest>

/** The model used when a music request names none. */
// docs/decisions.md §D15
export const MUSIC_DEFAULT_MODEL = 'V4_5'

/** Songs a music job produces (the real service returns two variations). */
// docs/decisions.md §D15
export const MUSIC_SONGS_PER_JOB = 2

/**
 * Music accepted (docs/service-contract.md §2.2). The status route's `id` is an integer (docs/service-contract.md §2.4) while
 * `generation_id` is a string: the emulator sends that integer in decimal ("1042" for 1042), so
 * GET /v1/generate/music/{generation_id} works as is.
 */
// docs/decisions.md §D15 (the mapping between generation_id and the integer id)
export const MusicAccepted = lazySchema(() =>
  z.looseObject({
    generation_id: z.union([z.string(), z.number()]),
    status: z.string().nullish(),
    estimated_time_seconds: z.number().nullish(),
    billing_mode: z.string().nullish(),
    message: z.string().nullish(),
  }),
)
export type MusicAccepted = z.infer<typeof MusicAccepted>

/** A song of a music job (docs/service-contract.md §2.4); `stream_url` may come before `audio_url`. */
export const Song = lazySchema(() =>
  z.looseObject({
    id: z.union([z.number(), z.string()]),
    title: z.string().nullish(),
    audio_url: z.string().nullish(),
    stream_url: z.string().nullish(),
    stream_audio_url: z.string().nullish(),
    cover_image_url: z.string().nullish(),
    duration_seconds: z.number().nullish(),
    lyrics: z.string().nullish(),
    style: z.string().nullish(),
  }),
)
export type Song = z.infer<typeof Song>

/** GET /v1/generate/music/{id} (docs/service-contract.md §2.4); the real service also sends `streaming`. */
export const MusicStatus = lazySchema(() =>
  z.looseObject({
    id: z.union([z.number(), z.string()]),
    status: z.string(),
    progress: z.number().nullish(),
    prompt: z.string().nullish(),
    style: z.string().nullish(),
    title: z.string().nullish(),
    created_at: Timestamp.nullish(),
    credits_deducted: z.number().nullish(),
    songs: z.array(Song).nullish(),
    error_message: z.string().nullish(),
  }),
)
export type MusicStatus = z.infer<typeof MusicStatus>
