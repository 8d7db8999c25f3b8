import { studioPaths } from '@/lib/studio-api/routes'
import { TrackedJob, type JobOutcome, type PendingSubmission } from '@/lib/studio-api/jobs'
import { FINISHED_KEEP_MS } from '@/lib/studio-api/finished-keep'
import { queueWrite } from '@/lib/workspace-sync/outbox'
import { mergeTray } from '@/lib/workspace-sync/merge'
import { createListenerStore } from './listener-store'
import { pendingSubmissions } from './pending-submissions'

/**
 * The jobs the connected account tracks, in the browser cache (so the tray survives a reload) and
 * in the studio's workspace (so every device of the account shows the same tray). Only ids,
 * labels and timings, never a key.
 */
export { JOB_OUTCOMES, JobSource, TrackedJob } from '@/lib/studio-api/jobs'
export type { JobOutcome } from '@/lib/studio-api/jobs'

export interface JobEnd {
  message?: string
  durationSeconds?: number
}

const store = createListenerStore('tracked-jobs', TrackedJob, (job) => job.id)

/** A job still going: the service has not ended it, nor has this studio stopped following it. */
export const isRunning = (job: TrackedJob) => !job.outcome

/**
 * Ended less than a day ago. A finish stamped more than a day ahead of this device's clock (by a
 * device whose clock is wrong) is not kept either: it would never grow old here.
 */
function fresh(job: TrackedJob) {
  if (!job.finishedAt) return true
  const age = Date.now() - Date.parse(job.finishedAt)
  return age < FINISHED_KEEP_MS && age > -FINISHED_KEEP_MS
}

export const trackedJobs = {
  getSnapshot: store.getSnapshot,
  getServerSnapshot: store.getServerSnapshot,
  subscribe: store.subscribe,
  add(job: TrackedJob) {
    store.write([job, ...store.current().filter((j) => j.id !== job.id && fresh(j))])
    queueWrite({ method: 'PUT', path: studioPaths.job(job.id), body: job })
    // The lineage outlives the tray entry (dismissed, or a day old): recorded on its own.
    if (job.madeFrom?.length) {
      const body = { kind: job.kind, madeFrom: job.madeFrom }
      queueWrite({ method: 'PUT', path: studioPaths.lineageOf(job.id), body })
    }
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
    const { outcome: _, finishedAt, message, durationSeconds } = settled
    queueWrite({
      method: 'POST',
      path: studioPaths.jobSettle(id),
      body: { outcome, finishedAt, message, durationSeconds },
    })
    return true
  },
  clearFinished() {
    const finished = store.current().filter((j) => j.outcome)
    store.write(store.current().filter((j) => !j.outcome))
    for (const job of finished) queueWrite({ method: 'DELETE', path: studioPaths.job(job.id) })
  },
  remove(id: string) {
    store.remove(id)
    queueWrite({ method: 'DELETE', path: studioPaths.job(id) })
  },
  /**
   * Takes in the account's tray as the workspace has it (jobs started on other devices, outcomes
   * they recorded) and sends up what only this browser held, once.
   */
  mergeWorkspace(remote: { jobs: TrackedJob[]; pending: PendingSubmission[] }) {
    const merged = mergeTray({ jobs: store.reload(), pending: pendingSubmissions.reload() }, remote)
    store.write(merged.jobs.filter(fresh))
    pendingSubmissions.write(merged.pending)
    for (const job of merged.jobsToSave) {
      queueWrite({ method: 'PUT', path: studioPaths.job(job.id), body: job })
    }
    for (const s of merged.pendingToSave) {
      queueWrite({ method: 'PUT', path: studioPaths.pending(s.key), body: s })
    }
  },
}
