import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'
import { PROMPT_MAX_CHARS } from './prompt-limit'

/**
 * Runs: many paid starts made from one prompt (variations, alternatives, a list or a CSV, several
 * models side by side), sent by the studio's server at the pace the service allows, whether a
 * tab is open or not (docs/runs.md). The routes' schemas, both ways.
 */

/** The most items one run holds, and the most models it compares. */
export const RUN_LIMITS = { items: 500, rows: 500, columns: 8, copies: 8 } as const

/** Where a run stands. `stopped`: cancelled, or its sign-in ended; `done`: every item settled. */
export const RUN_STATES = ['running', 'paused', 'stopped', 'done'] as const
export type RunState = (typeof RUN_STATES)[number]

/**
 * Where an item stands: `waiting` to be sent, `sending` (recorded, its POST under way), `lost`
 * (its answer was lost: the history decides), `started` (the service made the job), then
 * `completed`, `failed` (the job failed), `refused` (the service refused it: nothing was made)
 * or `cancelled` (never sent).
 */
export const ITEM_STATES = [
  'waiting',
  'sending',
  'lost',
  'started',
  'completed',
  'failed',
  'refused',
  'cancelled',
] as const
export type ItemState = (typeof ITEM_STATES)[number]

const Text = (max: number) => z.string().max(max)

/** A prompt over the studio's bound, in words. */
export const PROMPT_TOO_LONG = `A prompt is at most ${PROMPT_MAX_CHARS / 1000},000 characters.`

export const RunRowSpec = lazySchema(() =>
  z.object({ label: Text(40), prompt: z.string().max(PROMPT_MAX_CHARS, PROMPT_TOO_LONG) }),
)

export const RunItemView = lazySchema(() =>
  z.object({
    index: z.int(),
    row: z.int(),
    column: z.int(),
    copy: z.int(),
    state: z.enum(ITEM_STATES),
    cost: z.int(),
    /** The job the service made, once it made one. */
    jobId: z.string().nullable(),
    /** Why it was refused or failed, in words. */
    reason: z.string().nullable(),
  }),
)
export type RunItemView = z.infer<typeof RunItemView>

export const RunSummary = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    state: z.enum(RUN_STATES),
    /** Why it is paused or stopped, in words. */
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    total: z.int(),
    /** Credits of the items the service took (started, completed or failed). */
    spent: z.int(),
    items: z.int(),
    /** Items the service took (the "12" of "12 of 36"). */
    sent: z.int(),
    settled: z.int(),
    /** When the next start is planned, while items wait. */
    nextStartAt: z.iso.datetime().nullable(),
    /** Whether its end was told already (by one tab of one device: said once). */
    endTold: z.boolean(),
  }),
)
export type RunSummary = z.infer<typeof RunSummary>

/**
 * A run as the list shows it: its summary, its prompts' labels and models, and the jobs its items
 * made so far (where each sits in the grid), so Create's feed shows them as one group.
 */
export const RunListed = lazySchema(() =>
  RunSummary.extend({
    rowLabels: z.array(z.string()).default([]),
    columns: z.array(z.string()).default([]),
    jobs: z
      .array(z.object({ jobId: z.string(), row: z.int(), column: z.int(), copy: z.int() }))
      .default([]),
  }),
)
export type RunListed = z.infer<typeof RunListed>

export const RunsAnswer = lazySchema(() => z.object({ runs: z.array(RunListed) }))
export type RunsAnswer = z.infer<typeof RunsAnswer>

export const RunAnswer = lazySchema(() =>
  z.object({
    run: RunSummary,
    rows: z.array(RunRowSpec),
    columns: z.array(z.string()),
    items: z.array(RunItemView),
  }),
)
export type RunAnswer = z.infer<typeof RunAnswer>

/** Whether this tab is the one to tell of a run's end (the first to ask; never two). */
export const RunEndClaim = lazySchema(() => z.object({ tell: z.boolean() }))
export type RunEndClaim = z.infer<typeof RunEndClaim>

/** What a person may do to a run, each its own route (`/api/studio/runs/{id}/{action}`). */
export const RUN_ACTIONS = ['pause', 'resume', 'cancel', 'retry'] as const
export type RunAction = (typeof RUN_ACTIONS)[number]

/** Whether a run still moves (items to send, or paused with jobs still to settle). */
export const isGoing = (run: Pick<RunSummary, 'state' | 'settled' | 'items'>) =>
  run.state === 'running' || (run.state === 'paused' && run.settled < run.items)
