import { z } from 'zod'
import { ExtendRequest } from '@/lib/api'

/**
 * The job record as stored in `state.json`: one schema per job kind, so a job's `params` are
 * typed by its `kind` and the state read from disk is parsed, never cast.
 */

export const JobOutputSchema = z.object({
  id: z.string(),
  mediaType: z.enum(['image', 'video', 'audio']),
  file: z.string(),
  thumbnailFile: z.string().nullable(),
  format: z.string(),
  fileSize: z.number(),
  width: z.number().optional(),
  height: z.number().optional(),
  durationSeconds: z.number().optional(),
  /** Distinguishes outputs of multi-output jobs (stems, languages, songs). */
  role: z.string().optional(),
})

/** What a media (image or video) job needs to render. */
export const MediaJobParamsSchema = z.object({
  mediaType: z.enum(['image', 'video']),
  width: z.number(),
  height: z.number(),
  durationSeconds: z.number().optional(),
  withAudio: z.boolean().optional(),
  seed: z.number().optional(),
  /** A `-draft` quality: a preview that finalize-draft turns into 1080p. */
  draft: z.boolean().optional(),
  /** Request options the status record repeats (see routes/media/request-echo.ts). */
  requested: z.record(z.string(), z.unknown()).optional(),
})

/** The source's picture, longer, continuing the provider's own task. */
const ExtendJobParamsSchema = MediaJobParamsSchema.extend({
  tier: ExtendRequest.shape.tier,
  sourceGenerationId: z.string(),
  sourceTaskId: z.string(),
})

const FinalizeDraftJobParamsSchema = MediaJobParamsSchema.omit({ draft: true }).extend({
  sourceGenerationId: z.string(),
})

/** A dialogue job: the text without audio tags and the voice. */
const SpeechJobParamsSchema = z.object({
  text: z.string(),
  voice: z.string(),
  stability: z.number().nullable().optional(),
  languageCode: z.string().nullable().optional(),
})

/** One song of a music job: its integer id and length (chosen when the job is accepted). */
const SongPlanSchema = z.object({ id: z.number(), seconds: z.number() })

const MusicJobParamsSchema = z.object({
  title: z.string(),
  style: z.string().nullable(),
  lyrics: z.string().nullable(),
  instrumental: z.boolean(),
  vocalGender: z.string().nullable(),
  songs: z.array(SongPlanSchema),
})

/** Jobs working on an input fetched at request time (`<job id>-input` in the file store). */
const InputJobParamsSchema = z.object({ inputFile: z.string() })

const SeparationJobParamsSchema = InputJobParamsSchema.extend({
  durationSeconds: z.number().nullable(),
})

const CaptionsJobParamsSchema = InputJobParamsSchema.extend({
  durationSeconds: z.number(),
  language: z.string().nullable(),
  quality: z.string().optional(),
})

const DubbingJobParamsSchema = InputJobParamsSchema.extend({
  languages: z.array(z.string()),
  sourceLanguage: z.string().nullable().optional(),
})

/** A scene of a story job, billed when it starts (docs/service-contract.md §3). */
const SceneRecordSchema = z.object({
  index: z.number(),
  prompt: z.string(),
  durationSeconds: z.number(),
  cost: z.number(),
  status: z.enum(['pending', 'processing', 'completed', 'failed', 'cancelled']),
  creditsDeducted: z.number(),
  file: z.string().nullable(),
  thumbnailFile: z.string().nullable(),
  errorMessage: z.string().nullable(),
})

const StoryJobParamsSchema = z.object({
  title: z.string().nullable(),
  aspectRatio: z.string(),
  width: z.number(),
  height: z.number(),
  withAudio: z.boolean(),
  scenes: z.array(SceneRecordSchema),
})

/** A design question of a premium order; its window is an absolute time, fixed at creation. */
const QuestionRecordSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  windowExpiresAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
})

/** What a premium order needs (the order is a job of its own kind). */
const PremiumOrderParamsSchema = z.object({
  title: z.string(),
  /** Seconds of the delivered MP4. */
  durationSeconds: z.number(),
  questions: z.array(QuestionRecordSchema),
  /** Set on the demo accounts' orders: which standing demo order this is (store/seed-premium.ts). */
  demoSlot: z.string().optional(),
})
export type QuestionRecord = z.infer<typeof QuestionRecordSchema>
export type PremiumOrderParams = z.infer<typeof PremiumOrderParamsSchema>

/** Every job kind and its params. A new kind adds one line here and one in JobRecordSchema. */
const JOB_PARAMS = {
  media: MediaJobParamsSchema,
  dialogue: SpeechJobParamsSchema,
  music: MusicJobParamsSchema,
  separation: SeparationJobParamsSchema,
  story: StoryJobParamsSchema,
  'premium-video': PremiumOrderParamsSchema,
  'remove-background': InputJobParamsSchema,
  captions: CaptionsJobParamsSchema,
  dubbing: DubbingJobParamsSchema,
  extend: ExtendJobParamsSchema,
  'finalize-draft': FinalizeDraftJobParamsSchema,
}

export type JobKind = keyof typeof JOB_PARAMS
export type JobParams<K extends JobKind> = z.infer<(typeof JOB_PARAMS)[K]>

const JobBaseSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.string(),
  model: z.string(),
  prompt: z.string(),
  generationType: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  estimatedSeconds: z.number(),
  creditsDeducted: z.number(),
  cdnReady: z.boolean(),
  optimizationFailed: z.boolean(),
  outputs: z.array(JobOutputSchema),
  errorMessage: z.string().nullable(),
  sourceTaskId: z.string(),
  sourceMediaUrls: z.array(z.string()),
  /**
   * A seeded record whose files or final state are not made yet. A start interrupted there
   * leaves it behind; the next start removes it and seeds it again.
   */
  seedPending: z.literal(true).optional(),
})

const jobSchema = <K extends JobKind>(kind: K) =>
  JobBaseSchema.extend({ kind: z.literal(kind), params: JOB_PARAMS[kind] })

export const JobRecordSchema = z.discriminatedUnion('kind', [
  jobSchema('media'),
  jobSchema('dialogue'),
  jobSchema('music'),
  jobSchema('separation'),
  jobSchema('story'),
  jobSchema('premium-video'),
  jobSchema('remove-background'),
  jobSchema('captions'),
  jobSchema('dubbing'),
  jobSchema('extend'),
  jobSchema('finalize-draft'),
])

export type JobBase = z.infer<typeof JobBaseSchema>
export type JobOutput = z.infer<typeof JobOutputSchema>
/** A job of one kind (or a union of kinds), its params typed by that kind. */
export type JobOf<K extends JobKind> = {
  [P in K]: JobBase & { kind: P; params: JobParams<P> }
}[K]
/** Any asynchronous job; `kind` picks the renderer or workflow, the status view and `params`. */
export type JobRecord = JobOf<JobKind>

export type MediaJobParams = JobParams<'media'>
export type SpeechJobParams = JobParams<'dialogue'>
export type MusicJobParams = JobParams<'music'>
export type SongPlan = z.infer<typeof SongPlanSchema>
export type SeparationJobParams = JobParams<'separation'>
export type StoryJobParams = JobParams<'story'>
export type SceneRecord = z.infer<typeof SceneRecordSchema>

/** Whether a job is of one of `kinds` (narrows its params). */
export function isJobOf<K extends JobKind>(
  job: JobBase & { kind: JobKind },
  kinds: readonly K[],
): job is JobOf<K> {
  return kinds.some((kind) => kind === job.kind)
}
