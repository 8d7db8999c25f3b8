import { z } from 'zod'
import { VOCAL_GENDERS } from '@/lib/api/music'
import type { MusicFormValues } from '@/features/audio/model/music-form'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'

const MusicOptions = z.object({
  instrumental: z.boolean().optional().catch(undefined),
  title: z.string().optional().catch(undefined),
  style: z.string().optional().catch(undefined),
  vocal_gender: z.enum(VOCAL_GENDERS).optional().catch(undefined),
  song_description: z.string().optional().catch(undefined),
  lyrics: z.string().optional().catch(undefined),
})

/**
 * The music form filled from a past prompt or a preset: advanced mode when the body described
 * the song (title, style), simple mode with its prompt otherwise. A preset without words keeps
 * what the form holds; anything the snapshot does not say stays as it is.
 */
export function musicValuesOf(snapshot: FormSnapshot, current: MusicFormValues): MusicFormValues {
  const options = MusicOptions.parse(snapshot.options)
  const advanced = options.title !== undefined || options.style !== undefined
  const next: MusicFormValues = {
    ...current,
    model: snapshot.model || current.model,
    mode: advanced ? 'advanced' : 'simple',
  }
  if (options.instrumental !== undefined) next.instrumental = options.instrumental
  if (advanced) {
    next.title = options.title ?? ''
    next.style = options.style ?? ''
    next.vocal_gender = options.vocal_gender ?? ''
    next.song_description = options.song_description ?? ''
    next.lyrics = options.lyrics ?? ''
  } else if (snapshot.prompt) {
    next.prompt = snapshot.prompt
  }
  return next
}

const SpeechOptions = z.object({
  voice: z.string().optional().catch(undefined),
  stability: z.number().min(0).max(1).optional().catch(undefined),
  language_code: z.string().optional().catch(undefined),
})

export interface SpeechFormValues {
  text: string
  voice: string
  stability: number
  language_code: string
}

/** The speech form filled from a past text or a preset; a voice not offered now is left out. */
export function speechValuesOf(
  snapshot: FormSnapshot,
  current: SpeechFormValues,
  voices: readonly string[],
): SpeechFormValues {
  const options = SpeechOptions.parse(snapshot.options)
  return {
    text: snapshot.prompt || current.text,
    voice: options.voice && voices.includes(options.voice) ? options.voice : current.voice,
    stability: options.stability ?? current.stability,
    language_code: options.language_code ?? current.language_code,
  }
}
