'use client'

import dynamic from 'next/dynamic'
import { ToastRegion } from '@/components/ui/toast-region'
import { isRunning } from '@/lib/jobs/tracked-jobs'
import { usePendingSubmissions, useTrackedJobs } from '@/lib/jobs/use-tracked-job'

// The watcher (every kind's status schema and polling plan) loads once this browser has a job
// still going, not in every page's first-load bundle, nor for a tray of finished jobs.
const JobWatcher = dynamic(() => import('./job-watcher').then((m) => m.JobWatcher), {
  ssr: false,
})
const SubmissionReconciler = dynamic(
  () => import('./submission-reconciler').then((m) => m.SubmissionReconciler),
  { ssr: false },
)

/**
 * The job watcher and the toasts that announce job outcomes; mounted once in the studio layout.
 * The jobs themselves show in the job dock under the top bar.
 */
export function JobCenter() {
  const running = useTrackedJobs().some(isRunning)
  const pending = usePendingSubmissions()
  return (
    <>
      {running ? <JobWatcher /> : null}
      {pending.length > 0 ? <SubmissionReconciler /> : null}
      <ToastRegion />
    </>
  )
}
