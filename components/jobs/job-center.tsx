import { ToastRegion } from '@/components/ui/toast-region'
import { JobTray } from './job-tray'
import { JobWatcher } from './job-watcher'

/**
 * The job watcher, the tray and the toasts that announce job outcomes; mounted once in the
 * studio layout.
 */
export function JobCenter() {
  return (
    <>
      <JobWatcher />
      <JobTray />
      <ToastRegion />
    </>
  )
}
