'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { pendingSubmissions } from '@/lib/jobs/pending-submissions'
import { reconcileSubmissions } from '@/lib/jobs/reconcile-submissions'
import { trackedJobs } from '@/lib/jobs/tracked-jobs'
import { usePendingSubmissions } from '@/lib/jobs/use-tracked-job'
import { generationsQueryOptions } from '@/lib/queries/generations'
import { submissionsInFlight } from '@/lib/queries/start-job'

/** While a submission is unresolved, the history is read again this often (read budget: 120/min). */
const RECHECK_MS = 10_000

/**
 * Finds the jobs whose start POST was sent but whose answer this browser never saw (a reload
 * during the POST): matched in the history and tracked like any other, so a paid job is never
 * lost from the tray. Mounted once beside the job watcher.
 */
export function SubmissionReconciler() {
  const pending = usePendingSubmissions()
  // Kept stable between renders, so the effect below runs when the list or the history changes.
  const orphans = useMemo(() => pending.filter((s) => !submissionsInFlight.has(s.key)), [pending])
  const history = useQuery({
    ...generationsQueryOptions(),
    enabled: orphans.length > 0,
    refetchInterval: orphans.length > 0 ? RECHECK_MS : false,
  })

  useEffect(() => {
    if (orphans.length === 0 || !history.data) return
    const tracked = new Set(trackedJobs.getSnapshot().map((job) => job.id))
    const { found, givenUp } = reconcileSubmissions(
      orphans,
      history.data.generations,
      tracked,
      Date.now(),
    )
    for (const { submission, kind, id, createdAt } of found) {
      const { key, sentAt: _sentAt, prompt: _prompt, ...entry } = submission
      trackedJobs.add({ ...entry, id, kind, startedAt: new Date(createdAt).toISOString() })
      pendingSubmissions.remove(key)
    }
    for (const submission of givenUp) pendingSubmissions.remove(submission.key)
  }, [orphans, history.data])
  return null
}
