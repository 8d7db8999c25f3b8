import { ToastRegion } from '@/components/ui/toast-region'
import { JobTray } from './job-tray'
import { JobWatcher } from './job-watcher'
import { SubmissionReconciler } from './submission-reconciler'

/**
 * The job watcher, the tray and the toasts that announce job outcomes; mounted once in the
 * studio layout.
 */
export function JobCenter() {
  return (
    <>
      <JobWatcher />
      <SubmissionReconciler />
      <JobTray />
      <ToastRegion />
    </>
  )
}
