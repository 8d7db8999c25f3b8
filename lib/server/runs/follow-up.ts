import 'server-only'
import type { JobKindDef } from '@/lib/api/job-kind-def'
import { JOB_KIND_DEFS, jobKindDef } from '@/lib/api/job-kinds'
import { isFinalPhase } from '@/lib/api/job-status'
import { RUN_KIND_DEFS } from '@/lib/api/run-kinds'
import { reconcileSubmissions } from '@/lib/jobs/reconcile-submissions'
import type { DriveDeps } from './drive'
import type { DrivenItem, DriverStore } from './driver-store'

/** Jobs not in the history's newest page are asked about one by one, this many a turn at most. */
const STATUS_READS_PER_TURN = 3
/** A job this young may not be listed yet: it is not asked about on its own. */
const LISTING_GRACE_MS = 15_000

/** Where a job stands, read by its kind's row. */
const endOf = <Status>(kind: JobKindDef<Status>, record: Status) => ({
  phase: kind.phase(record),
  message: kind.message(record),
})

/**
 * One read of the history, put to two uses: an item whose answer was lost is found there (or,
 * after long enough, known never to have made a job, and goes again), with the browser's own
 * rule (`reconcileSubmissions`); and the jobs the run made are followed to their end.
 */
export async function followUp(
  deps: Pick<DriveDeps, 'service'>,
  store: DriverStore,
  apiKey: string,
  following: readonly DrivenItem[],
  now: number,
): Promise<void> {
  const history = await deps.service.history(apiKey)
  if (!history) return
  const lost = following.filter((i) => i.state === 'lost')
  if (lost.length) {
    const pending = lost.map((i) => ({
      key: i.submissionKey ?? `${i.runId}/${i.index}`,
      kind: RUN_KIND_DEFS[i.kind].jobKind,
      model: i.model,
      label: '',
      prompt: i.prompt,
      sentAt: new Date(i.sentAt ?? now).toISOString(),
    }))
    const { found, givenUp } = reconcileSubmissions(
      pending,
      history,
      await store.knownJobIds(),
      now,
    )
    const itemOf = (key: string) => lost[pending.findIndex((p) => p.key === key)]!
    for (const { submission, id } of found) {
      await store.settle(itemOf(submission.key), { state: 'started', jobId: id })
    }
    for (const submission of givenUp) {
      // The history shows no job this long after: the POST made none, so it may go again.
      await store.settle(itemOf(submission.key), { state: 'waiting', clearSubmission: true })
    }
  }
  const listed = new Map(history.map((record) => [record.id, record]))
  let reads = STATUS_READS_PER_TURN
  for (const item of following) {
    if (item.state !== 'started' || !item.jobId) continue
    const record = listed.get(item.jobId)
    // The history lists every kind in the generation status shape (docs/decisions.md §D3);
    // a job not in its page is asked about on its own kind's status route.
    let end = record ? endOf(JOB_KIND_DEFS.media, record) : null
    if (!end && reads > 0 && now - (item.sentAt ?? now) > LISTING_GRACE_MS) {
      reads -= 1
      const kind = jobKindDef(RUN_KIND_DEFS[item.kind].jobKind)
      const parsed = kind.status.safeParse(
        await deps.service.status(apiKey, kind.statusPath(item.jobId)),
      )
      end = parsed.success ? endOf(kind, parsed.data) : null
    }
    if (!end || !isFinalPhase(end.phase)) continue
    await store.settle(
      item,
      end.phase === 'completed'
        ? { state: 'completed' }
        : { state: 'failed', reason: end.message ?? 'The service could not make it.' },
    )
  }
}
