'use client'

import dynamic from 'next/dynamic'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { useJobDock } from './job-dock-state'

// The rows (status queries, estimates) load only once the dock is opened.
const JobTray = dynamic(() => import('./job-tray').then((m) => m.JobTray), { ssr: false })

/**
 * The open job dock: a band in the page's flow under the top bar, so it pushes the page down
 * instead of covering any of it.
 */
export function JobDockPanel() {
  const jobs = useTrackedJobs()
  const { open } = useJobDock()
  if (!open || jobs.length === 0) return null
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      <JobTray />
    </div>
  )
}
