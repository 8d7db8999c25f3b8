import type { Services } from '../services'
import type { JobRecord } from './types'

/** Renders a seeded job's files now and completes it at `completedAt` (a time in the past). */
export async function renderSeedJob(
  services: Services,
  job: JobRecord,
  completedAt: string,
): Promise<void> {
  try {
    const outputs = await services.jobs.render(job)
    Object.assign(job, { outputs, status: 'completed', cdnReady: true, completedAt })
  } catch (error) {
    Object.assign(job, {
      status: 'failed',
      errorMessage: `Seed render failed: ${(error as Error).message}`,
    })
  }
  services.store.changed()
}
