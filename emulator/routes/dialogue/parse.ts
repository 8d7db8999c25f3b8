import { z } from 'zod'
import {
  DialogueLinesRequest,
  DialogueTextRequest,
  dialogueTextIssue,
  stripAudioTags,
} from '@/lib/api'
import { apiError } from '../../http/api-error'
import { invalidRequestFromZod } from '../../http/zod-errors'

/** Any JSON object: the dialogue body is parsed in two forms, picked by its members. */
export const JsonObject = z.record(z.string(), z.unknown())

/** Fields of a music request; a dialogue is not a song (docs/service-contract.md §4.4). */
const MUSIC_FIELDS = ['prompt', 'title', 'style', 'lyrics', 'song_description', 'vocal_gender']

/** A dialogue request in one shape, whichever form it came in, with the param names to blame. */
export interface DialogueRequest {
  /** The text without audio tags. */
  text: string
  textParam: string
  voice: string | null
  voiceParam: string
  stability: number | null
  languageCode: string | null
  model: string | null
}

const invalidInput = (param: string, message: string) =>
  apiError('invalid_input', message, { param })

/** `{ text, voice? }` per spec, or `{ dialogue: [{ text, voice? }] }` with exactly one entry. */
export function parseDialogueRequest(raw: Record<string, unknown>): DialogueRequest {
  const musicField = MUSIC_FIELDS.find((field) => Object.hasOwn(raw, field))
  if (musicField) {
    throw invalidInput(
      musicField,
      `${musicField} is a music field; a dialogue takes text (or dialogue: [{ text, voice }])`,
    )
  }
  const linesForm = Object.hasOwn(raw, 'dialogue')
  const parsed = (linesForm ? DialogueLinesRequest : DialogueTextRequest).safeParse(raw)
  if (!parsed.success) throw invalidRequestFromZod(parsed.error, 'body')
  const body = parsed.data
  let line: { text: string; voice?: string | null } = body as z.infer<typeof DialogueTextRequest>
  let at = ''
  if ('dialogue' in body) {
    if (body.dialogue.length === 0) throw invalidInput('dialogue', 'The dialogue is empty')
    if (body.dialogue.length > 1) {
      throw invalidInput(
        'dialogue',
        `The service is single-voice: send exactly one dialogue entry (got ${body.dialogue.length})`,
      )
    }
    line = body.dialogue[0]!
    at = 'dialogue[0].'
  }
  const emptyText = dialogueTextIssue(line.text)
  if (emptyText) throw invalidInput(`${at}text`, emptyText)
  const text = stripAudioTags(line.text)
  return {
    text,
    textParam: `${at}text`,
    voice: line.voice ?? null,
    voiceParam: `${at}voice`,
    stability: body.stability ?? null,
    languageCode: body.language_code ?? null,
    model: body.model ?? null,
  }
}
