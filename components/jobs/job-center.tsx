import { ToastRegion } from '@/components/ui/toast-region'
import { JobTray } from './job-tray'

/** The job tray and the toasts that announce job outcomes; mounted once in the studio layout. */
export function JobCenter() {
  return (
    <>
      <JobTray />
      <ToastRegion />
    </>
  )
}
