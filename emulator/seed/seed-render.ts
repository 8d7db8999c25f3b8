import type { Services } from '../services'
import type { JobRecord } from '../store/types'

/** Stores a seeded record that is not finished yet (see `JobRecord.seedPending`). */
export function storePendingSeed(services: Services, job: JobRecord): void {
  job.seedPending = true
  services.store.state.jobs[job.id] = job
  services.store.changed()
}

/** A seeded record reached its final state: a later start keeps it as it is. */
export function finishSeed(services: Services, job: JobRecord): void {
  delete job.seedPending
  services.store.changed()
}

/** Drops a seeded record that could not be finished; the next start seeds it again. */
export function dropSeed(services: Services, job: JobRecord, why: string): void {
  console.error(`[emulator] seeding ${job.kind} ${job.id} failed: ${why}`)
  delete services.store.state.jobs[job.id]
  services.store.changed()
}

/**
 * Renders a seeded job's files now and completes it at `completedAt` (a time in the past).
 * False when the render failed (the record is dropped, to be seeded again on the next start).
 */
export async function renderSeedJob(
  services: Services,
  job: JobRecord,
  completedAt: string,
): Promise<boolean> {
  try {
    const outputs = await services.jobs.render(job)
    Object.assign(job, { outputs, status: 'completed', cdnReady: true, completedAt })
    finishSeed(services, job)
    return true
  } catch (error) {
    dropSeed(services, job, (error as Error).message)
    return false
  }
}
