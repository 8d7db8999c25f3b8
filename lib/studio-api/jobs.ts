import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'
import { JOB_KINDS } from '@/lib/api/job-kind-names'
import { PROMPT_MAX_CHARS } from './prompt-limit'

/**
 * Tracked jobs and pending submissions as the studio keeps them for an account: what the job
 * tray shows on every device. Only ids, labels and timings, never a key or a signed URL.
 */
export const JOB_OUTCOMES = ['completed', 'failed', 'cancelled', 'publish_failed', 'lost'] as const
export type JobOutcome = (typeof JOB_OUTCOMES)[number]

/** The job an output was made from (use as input, remix, a tool). */
export const JobSource = lazySchema(() =>
  z.object({
    kind: z.enum(JOB_KINDS),
    id: z.string().min(1).max(200),
    label: z.string().max(200).optional(),
  }),
)
export type JobSource = z.infer<typeof JobSource>

const MadeFrom = lazySchema(() => z.array(JobSource).max(20))

export const TrackedJob = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(200),
    /** Which status route tracks it (the contract's job kind table). */
    kind: z.enum(JOB_KINDS),
    model: z.string().max(200),
    label: z.string().max(500),
    startedAt: z.iso.datetime(),
    estimatedSeconds: z.number().positive().optional(),
    /** What made it beyond the kind: `extend`, `captions`, `speech`, `remix`, … */
    action: z.string().max(100).optional(),
    /** The outputs it was made from. */
    madeFrom: MadeFrom.optional(),
    /** The board chosen before it started: its output joins the board when the job completes. */
    boardId: z.string().min(1).max(200).optional(),
    /** Set once when the job ends, so no device announces it twice. */
    outcome: z.enum(JOB_OUTCOMES).optional(),
    finishedAt: z.iso.datetime().optional(),
    /** The job's error_message, or why tracking stopped. */
    message: z.string().max(2000).optional(),
    /** How long the service took, from its own timestamps (the browser's clock may differ). */
    durationSeconds: z.number().nonnegative().optional(),
  }),
)
export type TrackedJob = z.infer<typeof TrackedJob>

/** How a job ended, recorded once for every device (the first device to see it wins). */
export const JobSettlement = lazySchema(() =>
  z.object({
    outcome: z.enum(JOB_OUTCOMES),
    finishedAt: z.iso.datetime(),
    message: z.string().max(2000).optional(),
    durationSeconds: z.number().nonnegative().optional(),
  }),
)
export type JobSettlement = z.infer<typeof JobSettlement>

/**
 * A job submission whose POST was sent but whose answer was not seen (a reload, a closed tab, a
 * dropped connection): recorded before the POST, removed when its answer comes. What is left is
 * matched against the history, so a paid job is always tracked, whichever device looks.
 */
export const PendingSubmission = lazySchema(() =>
  z.object({
    key: z.string().min(1).max(200),
    kind: z.enum(JOB_KINDS),
    model: z.string().max(200),
    label: z.string().max(500),
    /** What the history item must repeat: its prompt (or text); empty matches any. */
    prompt: z
      .string()
      .max(PROMPT_MAX_CHARS, `The prompt is longer than ${PROMPT_MAX_CHARS} characters.`),
    sentAt: z.iso.datetime(),
    estimatedSeconds: z.number().positive().optional(),
    action: z.string().max(100).optional(),
    madeFrom: MadeFrom.optional(),
    boardId: z.string().min(1).max(200).optional(),
  }),
)
export type PendingSubmission = z.infer<typeof PendingSubmission>

/** `GET /api/studio/jobs`: the account's tray. */
export const JobsAnswer = lazySchema(() =>
  z.object({
    jobs: z.array(TrackedJob),
    pending: z.array(PendingSubmission),
  }),
)
export type JobsAnswer = z.infer<typeof JobsAnswer>

/** `POST …/settle`: whether this call recorded the outcome (false: another device had). */
export const SettleAnswer = lazySchema(() =>
  z.object({ settled: z.boolean(), job: TrackedJob.nullable() }),
)
export type SettleAnswer = z.infer<typeof SettleAnswer>
