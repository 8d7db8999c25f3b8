'use client'

import { Link } from '@/components/ui/link'
import { createResultJobs } from '@/features/create/model/create-results'
import { useNow } from '@/components/ui/use-now'
import { isRunning } from '@/lib/jobs/tracked-jobs'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { useEndedJobsRead } from '@/lib/queries/job-status'
import { CreateResult } from './create-result'

/**
 * The newest images and videos made on this page, beside the form: progress while they run, then
 * the result itself with what to do next. Older ones are in the gallery.
 */
export function CreateResults() {
  const jobs = createResultJobs(useTrackedJobs())
  const now = useNow(jobs.some(isRunning))
  // Finished results show together, once their records are in, so none pushes another down.
  const ready = useEndedJobsRead(
    'media',
    jobs.filter((job) => job.outcome),
  )
  return (
    <section aria-labelledby="create-results-title" className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="create-results-title" className="text-sm font-semibold">
          Results
        </h2>
        <Link href="/gallery" className="text-xs text-accent underline">
          All in the gallery
        </Link>
      </div>
      {jobs.length === 0 ? (
        <p className="text-sm text-ink-muted">
          What you generate appears here as it is made, ready to remix, reuse or download.
        </p>
      ) : !ready ? (
        <p className="text-sm text-ink-muted">Loading your results…</p>
      ) : (
        <ul className="space-y-4">
          {jobs.map((job) => (
            <CreateResult key={job.id} job={job} now={now} />
          ))}
        </ul>
      )}
    </section>
  )
}
