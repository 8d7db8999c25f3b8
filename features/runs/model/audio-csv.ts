import { VOCAL_GENDERS } from '@/lib/api/music'
import type { CsvColumns } from './rows'

/**
 * The columns an audio run's CSV may have (docs/runs.md, "Music and speech"): the text each row
 * replaces, and the song's or the speech's own fields, by the names a person writes.
 */
export const AUDIO_CSV: Record<'music' | 'speech', CsvColumns> = {
  music: {
    columns: {
      prompt: { field: 'prompt' },
      text: { field: 'prompt' },
      title: { field: 'request', key: 'title', value: 'words' },
      style: { field: 'request', key: 'style', value: 'words' },
      instrumental: { field: 'request', key: 'instrumental', value: 'yes-no' },
      'vocal gender': { field: 'request', key: 'vocal_gender', value: VOCAL_GENDERS },
    },
    names: 'prompt, title, style, instrumental, vocal gender',
  },
  speech: {
    columns: {
      text: { field: 'prompt' },
      prompt: { field: 'prompt' },
      voice: { field: 'request', key: 'voice', value: 'words' },
      language: { field: 'request', key: 'language_code', value: 'words' },
    },
    names: 'text, voice, language',
  },
}
