import type { MusicGenerateRequest } from './music'

// The mode rules live apart from the schemas: the job watcher on every page reads the music
// status schema, and these rules are wanted only where a song is made (and by the service).

const filled = (v: string | null | undefined): boolean => typeof v === 'string' && v.trim() !== ''

/** A mode-rule violation of a music request: the parameter to fix and an `invalid_input` message. */
export interface MusicModeIssue {
  param: string
  message: string
}

/** The first mode-rule violation of a music request (docs/service-contract.md §4.4), or null. */
export function musicModeIssue(body: MusicGenerateRequest): MusicModeIssue | null {
  const advancedFields = [
    body.title,
    body.style,
    body.song_description,
    body.lyrics,
    body.vocal_gender,
  ]
  const advanced = advancedFields.some((v) => v !== null && v !== undefined)
  const issue = (param: string, message: string) => ({ param, message })
  if (filled(body.prompt) && advanced) {
    return issue(
      'prompt',
      'Do not mix modes: send either prompt (simple) or title and style (advanced)',
    )
  }
  if (!advanced)
    return filled(body.prompt) ? null : issue('prompt', 'Simple mode needs a non-empty prompt')
  if (!filled(body.title) || !filled(body.style)) {
    const param = filled(body.title) ? 'style' : 'title'
    return issue(param, 'Advanced mode needs a non-empty title and style')
  }
  if (!body.instrumental && !body.vocal_gender)
    return issue('vocal_gender', 'Advanced mode needs vocal_gender unless instrumental')
  if (filled(body.song_description) === filled(body.lyrics)) {
    return issue('lyrics', 'Advanced mode needs exactly one of song_description or lyrics')
  }
  return null
}

/** The mode-rule violation of a music request (an `invalid_input` message), or null. */
export function musicModeProblem(body: MusicGenerateRequest): string | null {
  return musicModeIssue(body)?.message ?? null
}
