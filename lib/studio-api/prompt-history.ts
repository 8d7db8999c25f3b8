import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'
import { PROMPT_MAX_CHARS } from './prompt-limit'
import { StudioId } from './studio-id'

/**
 * The forms a prompt is written in, each a place in the studio it can be put back into: the
 * Create page's image and video forms, the audio page's music and speech forms, the storyboard,
 * and the extend tool.
 */
const PROMPT_FORMS = ['image', 'video', 'music', 'speech', 'story', 'extend'] as const
export const PromptForm = lazySchema(() => z.enum(PROMPT_FORMS))
export type PromptForm = z.infer<typeof PromptForm>

/** What a form's options may weigh once written as JSON: a storyboard of 12 scenes fits. */
const OPTIONS_MAX_CHARS = 64 * 1024
/** The longest page of history one read returns. */
const HISTORY_PAGE_MAX = 50
const HISTORY_SEARCH_MAX_CHARS = 200

/**
 * The submitted body minus the prompt, the model and anything that names a source (uploads,
 * URLs, generation ids): what the form had chosen. Bounded in size, parsed again when read.
 */
export const FormOptions = lazySchema(() =>
  z
    .record(z.string().max(100), z.json())
    .refine(
      (options) => JSON.stringify(options).length <= OPTIONS_MAX_CHARS,
      `The options are longer than ${OPTIONS_MAX_CHARS} characters.`,
    ),
)
export type FormOptions = z.infer<typeof FormOptions>

/** What a form held when it was sent or saved: the same shape for a history entry and a preset. */
export const FormSnapshot = lazySchema(() =>
  z.object({
    form: PromptForm,
    model: z.string().max(200),
    prompt: z
      .string()
      .max(PROMPT_MAX_CHARS, `The prompt is longer than ${PROMPT_MAX_CHARS} characters.`),
    options: FormOptions,
  }),
)
export type FormSnapshot = z.infer<typeof FormSnapshot>

/**
 * `PUT /api/studio/prompts/{id}`: a prompt the service accepted, under an id the browser made (a
 * retried save keeps one entry), at the browser's time of sending.
 */
export const PromptEntrySave = lazySchema(() =>
  FormSnapshot.extend({
    prompt: FormSnapshot.shape.prompt.min(1, 'The prompt is empty.'),
    sentAt: z.iso.datetime(),
  }),
)
export type PromptEntrySave = z.infer<typeof PromptEntrySave>

export const PromptEntry = lazySchema(() => PromptEntrySave.extend({ id: StudioId }))
export type PromptEntry = z.infer<typeof PromptEntry>

/** `GET /api/studio/prompts?q=&before=&limit=`: newest first; `next` reads the page after. */
export const PromptHistoryQuery = lazySchema(() =>
  z.object({
    q: z.string().trim().max(HISTORY_SEARCH_MAX_CHARS).default(''),
    before: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(20),
  }),
)
export type PromptHistoryQuery = z.infer<typeof PromptHistoryQuery>

export const PromptHistoryPage = lazySchema(() =>
  z.object({
    entries: z.array(PromptEntry),
    next: z.string().nullable(),
  }),
)
export type PromptHistoryPage = z.infer<typeof PromptHistoryPage>

export const PromptEntryAnswer = lazySchema(() => z.object({ entry: PromptEntry }))
