import 'server-only'
import { sql, type Kysely } from 'kysely'
import {
  PendingSubmission,
  TrackedJob,
  type JobSettlement,
  type JobSource,
  type JobsAnswer,
  type SettleAnswer,
} from '@/lib/studio-api/jobs'
import { FINISHED_KEEP_MS } from '@/lib/studio-api/finished-keep'
import { LineageLink } from '@/lib/studio-api/lineage'
import type { JobKind } from '@/lib/api/job-kind-names'
import { underAccountLock } from './account-lock'
import { keepNewest, trimTrackedJobs, WORKSPACE_BYTES, WORKSPACE_KEEPS } from './caps'
import { draftsAndMarks } from './drafts-and-marks'
import { parsed, storable, storableJson } from './rows'
import type { WorkspaceTables } from './tables'

/** The most links one read returns (newest first): all the workspace keeps. */
const LINEAGE_READ_LIMIT = WORKSPACE_KEEPS.lineageLinks
/**
 * What the tray reads at most: every running job (the workspace keeps no more than this many), the
 * newest finished ones and submissions; a bound on what every page of the account pays for its
 * tray, whatever a client stored.
 */
export const MAX_RUNNING_JOBS = WORKSPACE_KEEPS.unsettledJobs
export const MAX_FINISHED_JOBS = WORKSPACE_KEEPS.finishedJobs
export const MAX_PENDING = WORKSPACE_KEEPS.pendingSubmissions

/**
 * The studio's workspace for one account. Every statement names `account_id`, taken from the
 * session by the caller, so no row of another account can be read, listed, changed or detected:
 * an id owned by someone else behaves exactly like an id that does not exist. Writes are
 * idempotent upserts keyed by ids the client made, so a retried save never duplicates.
 */
export function workspaceStore(db: Kysely<WorkspaceTables>, account: string) {
  /**
   * The newest links first (ties in a steady order), at most `limit` of them (1 to the read
   * limit), and how many rows were read: a row that no longer parses is dropped from `links`
   * but still counted, so a caller can tell a short history from a cut one.
   */
  const readLineage = async (
    limit: number,
  ): Promise<{ links: LineageLink[]; rowsRead: number }> => {
    const rows = await db
      .selectFrom('lineage')
      .selectAll()
      .where('account_id', '=', account)
      .orderBy('created_at', 'desc')
      .orderBy('output_id')
      .orderBy('source_id')
      .limit(Math.max(1, Math.min(Math.trunc(limit) || 1, LINEAGE_READ_LIMIT)))
      .execute()
    const links = parsed(
      LineageLink,
      rows.map((r) => ({
        output: { kind: r.output_kind, id: r.output_id },
        source: { kind: r.source_kind, id: r.source_id, label: r.source_label ?? undefined },
      })),
    )
    return { links, rowsRead: rows.length }
  }
  /** Adds links (once each); `within` is the transaction of a write they are part of. */
  const addLineage = async (
    output: { kind: JobKind; id: string },
    madeFrom: JobSource[],
    within: Kysely<WorkspaceTables> = db,
  ) => {
    if (madeFrom.length === 0) return
    await underAccountLock(within, account, async (trx) => {
      await trx
        .insertInto('lineage')
        .values(
          madeFrom.map((source) => ({
            account_id: account,
            output_id: storable(output.id),
            output_kind: output.kind,
            source_id: storable(source.id),
            source_kind: source.kind,
            source_label: source.label === undefined ? null : storable(source.label),
          })),
        )
        .onConflict((oc) => oc.columns(['account_id', 'output_id', 'source_id']).doNothing())
        .execute()
      await keepNewest(trx, account, {
        table: 'lineage',
        newest: 'created_at',
        keep: WORKSPACE_KEEPS.lineageLinks,
      })
    })
  }

  return {
    async listJobs(): Promise<JobsAnswer> {
      const tracked = (settled: boolean, limit: number) =>
        db
          .selectFrom('tracked_jobs')
          .select('body')
          .where('account_id', '=', account)
          .where('settled', '=', settled)
          .$if(settled, (q) => q.where('updated_at', '>', new Date(Date.now() - FINISHED_KEEP_MS)))
          .orderBy('updated_at', 'desc')
          .limit(limit)
          .execute()
      // One after another: a request of the account uses one connection at a time, so its
      // share of the pool (account-share.ts) is a share of connections.
      const running = await tracked(false, MAX_RUNNING_JOBS)
      const finished = await tracked(true, MAX_FINISHED_JOBS)
      const pending = await db
        .selectFrom('pending_submissions')
        .select('body')
        .where('account_id', '=', account)
        .orderBy('created_at', 'desc')
        .limit(MAX_PENDING)
        .execute()
      return {
        jobs: parsed(
          TrackedJob,
          [...running, ...finished].map((r) => r.body),
        ),
        pending: parsed(
          PendingSubmission,
          pending.map((r) => r.body),
        ),
      }
    },

    /** Tracks a job (again): a job already settled keeps its outcome. Its lineage is kept too. */
    async saveJob(job: TrackedJob): Promise<void> {
      const body = storableJson(job)
      await underAccountLock(db, account, async (trx) => {
        await trx
          .insertInto('tracked_jobs')
          .values({ account_id: account, job_id: job.id, body, settled: Boolean(job.outcome) })
          .onConflict((oc) =>
            oc
              .columns(['account_id', 'job_id'])
              .doUpdateSet({ body, settled: Boolean(job.outcome), updated_at: sql`now()` })
              .where('tracked_jobs.settled', '=', false),
          )
          .execute()
        await trimTrackedJobs(trx, account)
        await addLineage(job, job.madeFrom ?? [], trx)
      })
    },

    /** Records how a job ended, once: `settled` is false when another device had done it first. */
    async settleJob(id: string, end: JobSettlement): Promise<SettleAnswer | null> {
      const updated = await underAccountLock(db, account, async (trx) => {
        const row = await trx
          .updateTable('tracked_jobs')
          .set({
            body: sql`body || ${storableJson(end)}::jsonb`,
            settled: true,
            updated_at: sql`now()`,
          })
          .where('account_id', '=', account)
          .where('job_id', '=', id)
          .where('settled', '=', false)
          .returning('body')
          .executeTakeFirst()
        // One more finished job: the bound holds after this write too, not at the next save.
        if (row) await trimTrackedJobs(trx, account)
        return row
      })
      if (updated) {
        return { settled: true, job: parsed(TrackedJob, [updated.body])[0] ?? null }
      }
      const row = await db
        .selectFrom('tracked_jobs')
        .select('body')
        .where('account_id', '=', account)
        .where('job_id', '=', id)
        .executeTakeFirst()
      return row ? { settled: false, job: parsed(TrackedJob, [row.body])[0] ?? null } : null
    },

    /** Dismisses a job from the tray; false when this account tracks no such job. */
    async removeJob(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('tracked_jobs')
        .where('account_id', '=', account)
        .where('job_id', '=', id)
        .executeTakeFirst()
      return result.numDeletedRows > BigInt(0)
    },

    async savePending(submission: PendingSubmission): Promise<void> {
      await underAccountLock(db, account, async (trx) => {
        await trx
          .insertInto('pending_submissions')
          .values({
            account_id: account,
            submission_key: submission.key,
            body: storableJson(submission),
          })
          .onConflict((oc) => oc.columns(['account_id', 'submission_key']).doNothing())
          .execute()
        await keepNewest(trx, account, {
          table: 'pending_submissions',
          newest: 'created_at',
          keep: WORKSPACE_KEEPS.pendingSubmissions,
          bytes: {
            budget: WORKSPACE_BYTES.pendingSubmissions,
            size: sql<number>`pg_column_size(body)`,
          },
        })
      })
    },

    async removePending(key: string): Promise<boolean> {
      const result = await db
        .deleteFrom('pending_submissions')
        .where('account_id', '=', account)
        .where('submission_key', '=', key)
        .executeTakeFirst()
      return result.numDeletedRows > BigInt(0)
    },

    readLineage,

    async listLineage(): Promise<LineageLink[]> {
      return (await readLineage(LINEAGE_READ_LIMIT)).links
    },

    addLineage,

    ...draftsAndMarks(db, account),
  }
}

export type WorkspaceStore = ReturnType<typeof workspaceStore>
