import { browserCache } from '@/lib/browser-cache'
import { fetchGenerations } from '@/lib/queries/generations'
import { fetchJobStatus } from '@/lib/queries/job-status'
import { legacyJobs, legacySubmissions, planCarryOver } from '@/lib/jobs/legacy-carry-over'
import { trackedJobs } from '@/lib/jobs/tracked-jobs'

/**
 * On the first connect after an older studio: asks the service, with this session, which of the
 * jobs it kept this key can read, and reads this key's history for its unanswered submissions;
 * what is proven this account's joins the tray (and so the workspace), the rest is gone already.
 */
export async function carryOverLegacy(): Promise<number> {
  const legacy = browserCache.takeLegacy()
  if (!legacy) return 0
  const jobs = legacyJobs(legacy.trackedJobs)
  const pending = legacySubmissions(legacy.pendingSubmissions)
  const verdicts = await Promise.all(
    jobs.map((job) =>
      fetchJobStatus(job.kind, job.id).then(
        () => job.id,
        () => null,
      ),
    ),
  )
  const history =
    pending.length > 0 ? await fetchGenerations({}).catch(() => ({ generations: [] })) : null
  // Another account may have connected meanwhile: nothing is handed to it.
  if (browserCache.scope() !== legacy.scope) return 0
  const readable = new Set(verdicts.filter((id): id is string => id !== null))
  const tracked = new Set(trackedJobs.getSnapshot().map((job) => job.id))
  const carried = planCarryOver(
    { jobs, pending },
    readable,
    history?.generations ?? [],
    tracked,
    Date.now(),
  )
  for (const job of carried) trackedJobs.add(job)
  return carried.length
}
