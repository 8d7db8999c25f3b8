import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'
import { RUN_KIND_DEFS, runKindDef, type RunBodyOf, type RunKind } from '@/lib/api/run-kinds'
import { PROMPT_MAX_CHARS } from './prompt-limit'
import { PROMPT_TOO_LONG, RUN_LIMITS, RunRowSpec } from './runs'

/**
 * A new run as a builder hands it to the studio's server (`POST /api/studio/runs`, docs/runs.md),
 * apart from the runs' other schemas: only the builders and the server read the run kind table
 * (lib/api/run-kinds.ts), never a page that only shows runs.
 */

const Text = (max: number) => z.string().max(max)

const RunItemSpec = <Body>(body: z.ZodType<Body>) =>
  z.object({
    row: z.int().min(0),
    column: z.int().min(0),
    copy: z.int().min(1).max(RUN_LIMITS.copies),
    body,
  })

/** A run of one kind: its items' bodies are held to that kind's start route (lib/api/run-kinds.ts). */
const RunOfKind = <K extends RunKind>(kind: K, items: z.ZodType<RunBodyOf<K>>) =>
  z.object({
    // A request naming no kind is a run of images or videos, as before there were others.
    kind: kind === 'media' ? z.literal(kind).default(kind) : z.literal(kind),
    title: Text(200).min(1, 'Give the run a title.'),
    rows: z
      .array(RunRowSpec)
      .min(1, 'The run has no prompt.')
      .max(RUN_LIMITS.rows, `A run holds at most ${RUN_LIMITS.rows} prompts.`),
    columns: z
      .array(Text(200).min(1))
      .min(1, 'Choose a model.')
      .max(RUN_LIMITS.columns, `A run compares at most ${RUN_LIMITS.columns} models.`),
    items: z
      .array(RunItemSpec(items))
      .min(1, 'The run has nothing to send.')
      .max(RUN_LIMITS.items, `A run holds at most ${RUN_LIMITS.items} items.`),
    /** The total the page showed: the run is refused when the server's price differs. */
    total: z.int().nonnegative(),
    /** Made by the page for this request: the same request sent again is the same run. */
    key: z.string().min(16).max(100).optional(),
  })

/** A run as the builder asks for it: its kind, rows, models, and every item's request. */
export const CreateRunBody = lazySchema(() =>
  z
    .discriminatedUnion('kind', [
      RunOfKind('media', RUN_KIND_DEFS.media.body),
      RunOfKind('music', RUN_KIND_DEFS.music.body),
      RunOfKind('speech', RUN_KIND_DEFS.speech.body),
    ])
    .superRefine((run, ctx) => {
      const kind = runKindDef(run.kind)
      for (const [i, item] of run.items.entries()) {
        // Each item carries its own prompt (the row's, expanded): held to the rows' bound too.
        if (kind.text(item.body).length > PROMPT_MAX_CHARS) {
          ctx.addIssue({ code: 'custom', path: ['items', i, 'body'], message: PROMPT_TOO_LONG })
        }
        if (item.row >= run.rows.length || item.column >= run.columns.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', i],
            message: 'An item names no row or model of the run.',
          })
        } else if (run.columns[item.column] !== kind.model(item.body)) {
          ctx.addIssue({
            code: 'custom',
            path: ['items', i],
            message: 'An item is sent to another model than its column.',
          })
        }
      }
    }),
)
export type CreateRunBody = z.infer<typeof CreateRunBody>
