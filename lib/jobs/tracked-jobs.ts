import { z } from 'zod'
import { JOB_KINDS } from '@/lib/api/job-kind-names'
import { createListenerStore } from './listener-store'

/**
 * Ids of the jobs this browser started for the connected account and still tracks, kept in the
 * browser cache so the job tray survives a reload. Only ids and labels are stored, never a key.
 */
export const JOB_OUTCOMES = ['completed', 'failed', 'cancelled', 'publish_failed', 'lost'] as const
export type JobOutcome = (typeof JOB_OUTCOMES)[number]

/** The job an output was made from (use as input, remix, a tool): lineage kept in the browser. */
export const JobSource = z.object({
  kind: z.enum(JOB_KINDS),
  id: z.string().min(1),
  label: z.string().optional(),
})
export type JobSource = z.infer<typeof JobSource>

export const TrackedJob = z.object({
  id: z.string().min(1),
  /** Which status route tracks it (the contract's job kind table). */
  kind: z.enum(JOB_KINDS),
  model: z.string(),
  label: z.string(),
  startedAt: z.iso.datetime(),
  estimatedSeconds: z.number().positive().optional(),
  /** What made it beyond the kind: `extend`, `captions`, `speech`, `remix`, … */
  action: z.string().optional(),
  /** The outputs it was made from. */
  madeFrom: z.array(JobSource).optional(),
  /** Set once when the job ends, so a reload or another tab does not announce it again. */
  outcome: z.enum(JOB_OUTCOMES).optional(),
  finishedAt: z.iso.datetime().optional(),
  /** The job's error_message, or why tracking stopped. */
  message: z.string().optional(),
  /** How long the service took, from its own timestamps (the browser's clock may differ). */
  durationSeconds: z.number().nonnegative().optional(),
})
export type TrackedJob = z.infer<typeof TrackedJob>

export interface JobEnd {
  message?: string
  durationSeconds?: number
}

/** Finished entries stay in the tray until dismissed, but not beyond a day. */
const FINISHED_KEEP_MS = 24 * 60 * 60 * 1000

const store = createListenerStore('tracked-jobs', TrackedJob, (job) => job.id)

const fresh = (job: TrackedJob) =>
  !job.finishedAt || Date.now() - Date.parse(job.finishedAt) < FINISHED_KEEP_MS

export const trackedJobs = {
  getSnapshot: store.getSnapshot,
  getServerSnapshot: store.getServerSnapshot,
  subscribe: store.subscribe,
  add(job: TrackedJob) {
    store.write([job, ...store.current().filter((j) => j.id !== job.id && fresh(j))])
  },
  /**
   * Records how a job ended. Returns false when it had already ended (seen by another tab or
   * before a reload), so the caller announces each outcome once.
   */
  settle(id: string, outcome: JobOutcome, end: JobEnd = {}): boolean {
    // Another tab may have settled it already: read storage again.
    const jobs = store.reload()
    const job = jobs.find((j) => j.id === id)
    if (!job || job.outcome) return false
    const settled = { ...job, ...end, outcome, finishedAt: new Date().toISOString() }
    store.write(jobs.map((j) => (j.id === id ? settled : j)))
    return true
  },
  clearFinished() {
    store.write(store.current().filter((j) => !j.outcome))
  },
  remove: store.remove,
}
