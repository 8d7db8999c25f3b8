import { useEffect, useSyncExternalStore } from 'react'
import { showJobOnScreen } from './jobs-on-screen'
import { pendingSubmissions, type PendingSubmission } from './pending-submissions'
import { trackedJobs, type TrackedJob } from './tracked-jobs'

/** Every job this browser tracks, kept current as jobs are added, settled or dismissed. */
export function useTrackedJobs(): TrackedJob[] {
  return useSyncExternalStore(
    trackedJobs.subscribe,
    trackedJobs.getSnapshot,
    trackedJobs.getServerSnapshot,
  )
}

/**
 * One job of the tray's store, kept current as the tray settles it (undefined once dismissed).
 * What reads it shows the job on the page, with its outcome: its ending is not announced again
 * over the page while it is there (./jobs-on-screen.ts).
 */
export function useTrackedJob(id: string): TrackedJob | undefined {
  useEffect(() => showJobOnScreen(id), [id])
  return useSyncExternalStore(
    trackedJobs.subscribe,
    () => trackedJobs.getSnapshot().find((job) => job.id === id),
    () => undefined,
  )
}

/** Job submissions whose answer was never seen (see pending-submissions.ts). */
export function usePendingSubmissions(): PendingSubmission[] {
  return useSyncExternalStore(
    pendingSubmissions.subscribe,
    pendingSubmissions.getSnapshot,
    pendingSubmissions.getServerSnapshot,
  )
}
