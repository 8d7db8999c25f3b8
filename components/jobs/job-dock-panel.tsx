'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef } from 'react'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { useCurrentPath, useQueryParams } from '@/lib/navigation'
import { useDockRuns } from './dock-runs'
import { useJobDock } from './job-dock-state'

// The dialog and its rows (status queries, estimates) load only once the dock is opened.
const JobDockSheet = dynamic(() => import('./job-dock-sheet').then((m) => m.JobDockSheet), {
  ssr: false,
})

/**
 * The open job dock: over the page, never in its flow, so opening it moves nothing on the page.
 * On a wide screen a panel hangs under the top bar's right end; on a phone it is a sheet from
 * the foot of the screen. The page behind is dimmed and out of reach until it folds again (Fold,
 * Escape, a click beside it, or leaving the page by one of its links).
 */
export function JobDockPanel() {
  const jobs = useTrackedJobs()
  const runs = useDockRuns()
  const { open, setOpen } = useJobDock()
  // Where the page is: one of the dock's links (View, a job's page) leads elsewhere, and folds it.
  const where = `${useCurrentPath()}?${useQueryParams().toString()}`
  const openedOn = useRef(where)
  useEffect(() => {
    if (open && openedOn.current !== where) setOpen(false)
    openedOn.current = where
  }, [open, where, setOpen])
  if (!open || (jobs.length === 0 && runs.length === 0)) return null
  return <JobDockSheet onFold={() => setOpen(false)} />
}
