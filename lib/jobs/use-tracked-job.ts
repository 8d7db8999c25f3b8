import { useSyncExternalStore } from 'react'
import { trackedJobs, type TrackedJob } from './tracked-jobs'

/** One job of the tray's store, kept current as the tray settles it (undefined once dismissed). */
export function useTrackedJob(id: string): TrackedJob | undefined {
  return useSyncExternalStore(
    trackedJobs.subscribe,
    () => trackedJobs.getSnapshot().find((job) => job.id === id),
    () => undefined,
  )
}
