import { HttpUrl } from '@/lib/api/common'

/** The tabs of the audio studio, in order. */
export const AUDIO_TABS = ['music', 'speech', 'stems', 'history'] as const
export type AudioTab = (typeof AUDIO_TABS)[number]

/**
 * What the `/audio` URL asks for (job-links.ts: `?music=<id>`, `?stems=<separation id>`; also
 * `?speech=<generation id>` and `?split=<audio url>&from=<generation id>` from the gallery).
 * Parsed, never trusted: a bad value is ignored.
 */
export interface AudioUrlState {
  tab: AudioTab
  music: string | null
  speech: string | null
  stems: string | null
  split: string | null
  from: string | null
}

type Params = { get: (name: string) => string | null }

const id = (value: string | null) => {
  const v = value?.trim() ?? ''
  return v && v.length <= 200 ? v : null
}

function isTab(value: string | null): value is AudioTab {
  return (AUDIO_TABS as readonly string[]).includes(value ?? '')
}

export function parseAudioUrl(params: Params): AudioUrlState {
  const music = id(params.get('music'))
  const speech = id(params.get('speech'))
  const stems = id(params.get('stems'))
  const splitRaw = params.get('split')
  const split = splitRaw && HttpUrl.safeParse(splitRaw).success ? splitRaw : null
  const asked = params.get('tab')
  const tab: AudioTab = isTab(asked)
    ? asked
    : music
      ? 'music'
      : speech
        ? 'speech'
        : stems || split
          ? 'stems'
          : 'music'
  return { tab, music, speech, stems, split, from: split ? id(params.get('from')) : null }
}

/** The query string for a state change, keeping what else the URL says. */
export function audioHref(current: AudioUrlState, change: Partial<AudioUrlState>): string {
  const next = { ...current, ...change }
  const query = new URLSearchParams()
  query.set('tab', next.tab)
  for (const key of ['music', 'speech', 'stems', 'split', 'from'] as const) {
    const value = next[key]
    if (value) query.set(key, value)
  }
  return `/audio?${query}`
}
