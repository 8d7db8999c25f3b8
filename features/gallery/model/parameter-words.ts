import { capitalize } from '@/lib/forms/labels'
import { formatSeconds } from '@/lib/format'

/**
 * The request options a status record echoes (lib/jobs/generation-view.ts keeps them raw, as
 * `[name with spaces, value as text]`), as a person reads them in a generation's facts: a label
 * in words and a value with its unit, never `false`, a bare number of seconds, a kebab-case id or
 * an id at all (what a generation was made from shows as links, in its lineage).
 */
const LABELS: Record<string, string> = {
  'aspect ratio': 'Aspect ratio',
  'negative prompt': 'Avoid',
  sound: 'Sound',
  duration: 'Length',
  'duration seconds': 'Length',
  resolution: 'Resolution',
  quality: 'Quality',
  seed: 'Seed',
  tier: 'Extension',
  'target languages': 'Languages',
  'language code': 'Language',
  voice: 'Voice',
  stability: 'Stability',
  style: 'Style',
  title: 'Title',
  'vocal gender': 'Voice',
  instrumental: 'Instrumental',
}

/** Switches said as what they do. */
const SWITCHES: Record<string, [on: string, off: string]> = {
  sound: ['With sound', 'Silent'],
  instrumental: ['Yes, no vocals', 'No, with vocals'],
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const isId = (name: string, value: string) =>
  / (id|ids|url|urls)$/.test(name) || UUID.test(value) || /^https?:\/\//.test(value)

/** `720p-draft` reads "720p draft"; `text-to-video` "text to video". */
const words = (value: string) => value.replace(/(?<=\w)[-_](?=\w)/g, ' ')

function valueWords(name: string, value: string): string {
  if (value === 'true' || value === 'false') {
    const [on, off] = SWITCHES[name] ?? ['Yes', 'No']
    return value === 'true' ? on : off
  }
  if (/(^| )(duration|seconds)( |$)/.test(name) && /^\d+(\.\d+)?$/.test(value)) {
    return formatSeconds(Number(value))
  }
  if (name === 'stability' && /^\d+(\.\d+)?$/.test(value))
    return `${Math.round(Number(value) * 100)}%`
  return words(value)
}

/**
 * The echoed options worth showing, in words. `lengthShown`: the output's own length is in the
 * facts already, so an echoed duration would only say it again.
 */
export function parameterFacts(
  parameters: readonly (readonly [string, string])[],
  { lengthShown }: { lengthShown: boolean },
): [string, string][] {
  return parameters
    .filter(([name, value]) => !isId(name, value))
    .filter(([name]) => !(lengthShown && /(^| )duration( |$)/.test(name)))
    .map(([name, value]) => [LABELS[name] ?? capitalize(name), valueWords(name, value)])
}
