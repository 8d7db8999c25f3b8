import { z } from 'zod'
import { lazySchema } from './lazy-schema'

const stability = lazySchema(() => z.number().min(0).max(1))
// `auto` lets the service detect the language.
const languageCode = lazySchema(() =>
  z.string().regex(/^(auto|[a-z]{2,3}(-[A-Za-z]{2,4})?)$/, 'must be a language code or auto'),
)

/** The spec's form: `{ text, voice?, stability?, language_code? }` (docs/service-contract.md §4.4). */
export const DialogueTextRequest = lazySchema(() =>
  z.strictObject({
    text: z.string(),
    voice: z.string().min(1).nullish(),
    stability: stability.nullish(),
    language_code: languageCode.nullish(),
    model: z.string().min(1).nullish(),
  }),
)

/** The form public clients send: `{ dialogue: [{ text, voice? }], ... }`, exactly one entry. */
// docs/decisions.md §D12 (more than one entry is invalid_input: the service is single-voice)
export const DialogueLinesRequest = lazySchema(() =>
  z.strictObject({
    dialogue: z.array(z.strictObject({ text: z.string(), voice: z.string().min(1).nullish() })),
    stability: stability.nullish(),
    language_code: languageCode.nullish(),
    model: z.string().min(1).nullish(),
  }),
)

/** POST /v1/generate/dialogue. Voice defaults to the first entry of the model's voice_allowlist. */
// docs/decisions.md §D12 (full body shape)
export const DialogueGenerateRequest = lazySchema(() =>
  z.union([DialogueTextRequest, DialogueLinesRequest]),
)
export type DialogueGenerateRequest = z.infer<typeof DialogueGenerateRequest>

export const DIALOGUE_MODEL_ID = 'text-to-dialogue-v3'

/** Audio tags such as [laughs] are stripped, not interpreted (docs/service-contract.md §4.4). */
export function stripAudioTags(text: string): string {
  return text
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether a text carries audio tags the service will strip. */
export function hasAudioTags(text: string): boolean {
  return /\[[^\]]*\]/.test(text)
}

/** The `invalid_input` message for a dialogue text that is empty once audio tags are removed. */
// docs/decisions.md §D12 (the spec only says an empty dialogue is invalid_input)
export const EMPTY_DIALOGUE_MESSAGE = 'The text is empty (audio tags such as [laughs] are removed)'

/** The service's rule on a dialogue text (docs/service-contract.md §4.4): the `invalid_input` message, or null. */
export function dialogueTextIssue(text: string): string | null {
  return stripAudioTags(text) ? null : EMPTY_DIALOGUE_MESSAGE
}
