import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { RunKindName, type DrivenItem, type DrivenRun } from './driven'
import { pacingStore } from './pacing-store'
import type { RunsDatabase } from './tables'

/**
 * The driver's reads and writes of one account's runs, on the connection that holds the
 * account's lock (lib/server/runs/drive.ts): a claim made there fails with the lock if the
 * connection is lost, so no two drivers ever claim for one account.
 */

export type { DrivenItem, DrivenRun } from './driven'

const ms = (d: Date | null) => (d ? d.getTime() : null)

/** What a stopped run never sent is cancelled (a cancel, a sign-out and
 * the driver's stop alike). */
export function cancelWaiting(db: RunsDatabase, account: string, runId: string) {
  return db
    .updateTable('run_items')
    .set({ state: 'cancelled' })
    .where('account_id', '=', account)
    .where('run_id', '=', runId)
    .where('state', '=', 'waiting')
    .execute()
}

/** Items still to settle: what the driver reads each round (settled ones it never reads). */
const OPEN_STATES = ['waiting', 'sending', 'lost', 'started']

export function driverStore(db: RunsDatabase, account: string) {
  return {
    ...pacingStore(db, account),
    /** Runs with something left to do: running, or paused with jobs still to follow. */
    async openRuns(): Promise<DrivenRun[]> {
      const rows = await db
        .selectFrom('runs')
        .select(['run_id', 'state', 'sealed_key', 'rate_group', 'not_before', 'rate_limit'])
        .where('account_id', '=', account)
        .where('state', 'in', ['running', 'paused'])
        .orderBy('created_at')
        .orderBy('run_id')
        .execute()
      return rows.map((r) => ({
        runId: r.run_id,
        state: r.state,
        sealedKey: r.sealed_key,
        rateGroup: r.rate_group,
        notBefore: ms(r.not_before),
        rateLimit: r.rate_limit,
      }))
    },

    async openItems(runIds: readonly string[]): Promise<DrivenItem[]> {
      if (runIds.length === 0) return []
      const rows = await db
        .selectFrom('run_items as i')
        .innerJoin('runs as r', (join) =>
          join.onRef('r.account_id', '=', 'i.account_id').onRef('r.run_id', '=', 'i.run_id'),
        )
        .select([
          'i.run_id',
          'r.kind',
          'i.item_index',
          'i.state',
          'i.model',
          'i.prompt',
          'i.body',
          'i.submission_key',
          'i.sent_at',
          'i.job_id',
        ])
        .where('i.account_id', '=', account)
        .where('i.run_id', 'in', runIds)
        .where('i.state', 'in', OPEN_STATES)
        // First made, first sent: the account's runs in the order they were made.
        .orderBy('r.created_at')
        .orderBy('i.run_id')
        .orderBy('i.item_index')
        .execute()
      return rows.map((r) => ({
        runId: r.run_id,
        kind: RunKindName.parse(r.kind),
        index: r.item_index,
        state: r.state,
        model: r.model,
        prompt: r.prompt,
        body: r.body,
        submissionKey: r.submission_key,
        sentAt: ms(r.sent_at),
        jobId: r.job_id,
      }))
    },

    /** Every job id the account's runs hold: a job the history shows is given to one item only. */
    async knownJobIds(): Promise<Set<string>> {
      const rows = await db
        .selectFrom('run_items')
        .select('job_id')
        .where('account_id', '=', account)
        .where('job_id', 'is not', null)
        .execute()
      return new Set(rows.flatMap((r) => (r.job_id ? [r.job_id] : [])))
    },

    /**
     * An item left `sending` by a driver that is gone (this one holds the lock now): its POST may
     * have made a job, so it is an answer lost.
     */
    async orphansAreLost(): Promise<void> {
      await db
        .updateTable('run_items')
        .set({ state: 'lost' })
        .where('account_id', '=', account)
        .where('state', '=', 'sending')
        .execute()
    },

    /**
     * The paid-start record, made before the POST: the item moves from waiting to sending with
     * its submission key and the moment it is sent, and the start joins the pacing ledger. Null
     * when the item is no longer waiting (cancelled meanwhile).
     */
    async claim(item: { runId: string; index: number }, group: string, now: number) {
      const key = randomUUID()
      const sentAt = new Date(now)
      return db.transaction().execute(async (tx) => {
        const claimed = await tx
          .updateTable('run_items')
          .set({ state: 'sending', submission_key: key, sent_at: sentAt })
          .where('account_id', '=', account)
          .where('run_id', '=', item.runId)
          .where('item_index', '=', item.index)
          .where('state', '=', 'waiting')
          .returning('item_index')
          .executeTakeFirst()
        if (!claimed) return null
        await tx
          .insertInto('rate_starts')
          .values({ account_id: account, rate_group: group, sent_at: sentAt })
          .execute()
        return { key, sentAt: now }
      })
    },

    async settle(
      item: { runId: string; index: number },
      change: {
        state: string
        jobId?: string | null
        reason?: string | null
        clearSubmission?: boolean
      },
    ): Promise<void> {
      await db
        .updateTable('run_items')
        .set({
          state: change.state,
          ...(change.jobId !== undefined ? { job_id: change.jobId } : {}),
          ...(change.reason !== undefined ? { reason: change.reason } : {}),
          ...(change.clearSubmission ? { submission_key: null, sent_at: null } : {}),
          ...(['completed', 'failed', 'refused'].includes(change.state)
            ? { finished_at: sql<Date>`now()` }
            : {}),
        })
        .where('account_id', '=', account)
        .where('run_id', '=', item.runId)
        .where('item_index', '=', item.index)
        .execute()
    },

    /**
     * An item the service did not take (a 429, a service not reached, credits out) waits to go
     * again, unless its run was stopped meanwhile (a cancel or a sign-out during the POST): then it
     * is cancelled like the run's other unsent items. The run's row is read under a share lock, so a
     * stop either sees this item waiting or is seen by it.
     */
    async requeue(item: { runId: string; index: number }): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const run = await tx
          .selectFrom('runs')
          .select('state')
          .where('account_id', '=', account)
          .where('run_id', '=', item.runId)
          .forShare()
          .executeTakeFirst()
        const open = run?.state === 'running' || run?.state === 'paused'
        await tx
          .updateTable('run_items')
          .set({ state: open ? 'waiting' : 'cancelled', submission_key: null, sent_at: null })
          .where('account_id', '=', account)
          .where('run_id', '=', item.runId)
          .where('item_index', '=', item.index)
          .execute()
      })
    },

    async setRun(
      runId: string,
      change: {
        state?: string
        reason?: string | null
        notBefore?: number | null
        nextStartAt?: number | null
        dropKey?: boolean
        /** Changed only while the run is in this state (a pause never reopens a stopped run). */
        onlyFrom?: string
      },
    ): Promise<void> {
      await db
        .updateTable('runs')
        .set({
          ...(change.state !== undefined ? { state: change.state } : {}),
          ...(change.reason !== undefined ? { reason: change.reason } : {}),
          ...(change.notBefore !== undefined
            ? { not_before: change.notBefore === null ? null : new Date(change.notBefore) }
            : {}),
          ...(change.nextStartAt !== undefined
            ? { next_start_at: change.nextStartAt === null ? null : new Date(change.nextStartAt) }
            : {}),
          ...(change.dropKey ? { sealed_key: null } : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('account_id', '=', account)
        .where('run_id', '=', runId)
        .$if(change.onlyFrom !== undefined, (q) => q.where('state', '=', change.onlyFrom!))
        .execute()
    },

    /** Stops a run: what was never sent is cancelled, and its key is deleted at once. */
    async stop(runId: string, reason: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await cancelWaiting(tx, account, runId)
        await tx
          .updateTable('runs')
          .set({
            state: 'stopped',
            reason,
            sealed_key: null,
            next_start_at: null,
            updated_at: sql`now()`,
          })
          .where('account_id', '=', account)
          .where('run_id', '=', runId)
          .execute()
      })
    },
  }
}

export type DriverStore = ReturnType<typeof driverStore>
