import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { z } from 'zod'
import type { RunKind } from '@/lib/api/run-kinds'
import { ITEM_STATES, type RunAction, type RunAnswer } from '@/lib/studio-api/runs'
import { storable, storableJson } from '../workspace/rows'
import { StudioError } from '../studio-error'
import { underAccountLock } from '../workspace/account-lock'
import { cancelWaiting } from './driver-store'
import { listedRuns, RunLayout } from './run-listings'
import { RUNS_KEPT, runSummaries } from './run-summaries'
import type { RunsDatabase } from './tables'

/** How many runs may be open at once (the oldest finished go first past RUNS_KEPT). */
export const OPEN_RUNS_MAX = 10

export interface NewItem {
  row: number
  column: number
  copy: number
  model: string
  prompt: string
  body: unknown
  cost: number
}

export interface NewRun {
  title: string
  /** What it makes (default: images or videos). */
  kind?: RunKind
  rateGroup: string
  rows: { label: string; prompt: string }[]
  columns: string[]
  items: NewItem[]
  total: number
  sessionId: string
  sealedKey: string
  /** The key the page made for this request: the same key again is the same run. */
  clientKey?: string
}

const tooManyRuns = () =>
  new StudioError(
    409,
    'too_many_runs',
    `You have ${OPEN_RUNS_MAX} runs going. Let one finish, or cancel one, to start another.`,
  )

/**
 * An account's runs as its routes see them. Every statement names the account taken from the
 * session, so another account's run behaves exactly like a run that does not exist.
 */
export function runStore(db: RunsDatabase, account: string) {
  const summaries = (runId?: string) => runSummaries(db, account, runId)

  return {
    /** Open runs of the account now (`create` refuses one past OPEN_RUNS_MAX). */
    async openCount(): Promise<number> {
      const row = await db
        .selectFrom('runs')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('account_id', '=', account)
        .where('state', 'in', ['running', 'paused'])
        .executeTakeFirst()
      return row?.n ?? 0
    },

    /**
     * A new run, unless the account has OPEN_RUNS_MAX going: counted under the account's lock, so
     * runs created at once from several tabs or instances never pass the bound together. A
     * request whose key made a run already (sent twice) is that run: looked up under the same
     * lock, and held by a unique index (account, key) should anything write around it.
     */
    async create(run: NewRun): Promise<string> {
      return underAccountLock(db, account, async (tx) => {
        const made = run.clientKey
          ? await tx
              .selectFrom('runs')
              .select('run_id')
              .where('account_id', '=', account)
              .where('client_key', '=', run.clientKey)
              .executeTakeFirst()
          : undefined
        if (made) return made.run_id
        const runId = randomUUID()
        if ((await runStore(tx, account).openCount()) >= OPEN_RUNS_MAX) throw tooManyRuns()
        await tx
          .insertInto('runs')
          .values({
            account_id: account,
            run_id: runId,
            session_id: run.sessionId,
            state: 'running',
            title: storable(run.title),
            kind: run.kind ?? 'media',
            rate_group: run.rateGroup,
            layout: storableJson({ rows: run.rows, columns: run.columns }),
            total_credits: run.total,
            sealed_key: run.sealedKey,
            client_key: run.clientKey ?? null,
          })
          .execute()
        await tx
          .insertInto('run_items')
          .values(
            run.items.map((item, index) => ({
              account_id: account,
              run_id: runId,
              item_index: index,
              row_index: item.row,
              column_index: item.column,
              copy: item.copy,
              model: item.model,
              prompt: storable(item.prompt),
              body: storableJson(item.body),
              cost: item.cost,
            })),
          )
          .execute()
        // The oldest settled runs beyond what an account keeps go (their items with them).
        await sql`delete from runs where account_id = ${account} and state in ('stopped', 'done')
          and run_id in (select run_id from runs where account_id = ${account}
            order by created_at desc offset ${RUNS_KEPT})`.execute(tx)
        return runId
      })
    },

    list: () => listedRuns(db, account),

    async get(runId: string): Promise<RunAnswer | null> {
      const [run] = await summaries(runId)
      if (!run) return null
      const [layout, items] = await Promise.all([
        db
          .selectFrom('runs')
          .select('layout')
          .where('account_id', '=', account)
          .where('run_id', '=', runId)
          .executeTakeFirst(),
        db
          .selectFrom('run_items')
          .select([
            'item_index',
            'row_index',
            'column_index',
            'copy',
            'state',
            'cost',
            'job_id',
            'reason',
          ])
          .where('account_id', '=', account)
          .where('run_id', '=', runId)
          .orderBy('item_index')
          .execute(),
      ])
      const parsed = RunLayout.safeParse(layout?.layout)
      return {
        run,
        rows: parsed.success ? parsed.data.rows : [],
        columns: parsed.success ? parsed.data.columns : [],
        items: items.map((i) => ({
          index: i.item_index,
          row: i.row_index,
          column: i.column_index,
          copy: i.copy,
          state: z.enum(ITEM_STATES).catch('cancelled').parse(i.state),
          cost: i.cost,
          jobId: i.job_id,
          reason: i.reason,
        })),
      }
    },

    /**
     * Pause, resume, cancel the rest, or send again what failed, was refused or was never sent.
     * Resume and retry seal the acting session's key: the run sends under the sign-in that asked.
     * False when the account has no such run, or the run cannot do it now. A retry that opens a
     * stopped or finished run again is held to OPEN_RUNS_MAX like a new run, under the same lock.
     */
    async act(runId: string, action: RunAction, seal?: { sessionId: string; sealedKey: string }) {
      return underAccountLock(db, account, async (tx) => {
        const run = await tx
          .selectFrom('runs')
          .select(['state'])
          .where('account_id', '=', account)
          .where('run_id', '=', runId)
          .forUpdate()
          .executeTakeFirst()
        if (!run) return 'missing' as const
        const setRun = (values: Record<string, unknown>) =>
          tx
            .updateTable('runs')
            .set({ ...values, updated_at: sql`now()` })
            .where('account_id', '=', account)
            .where('run_id', '=', runId)
            .execute()
        const resealed = seal ? { session_id: seal.sessionId, sealed_key: seal.sealedKey } : {}
        if (action === 'pause') {
          if (run.state !== 'running') return 'refused' as const
          await setRun({ state: 'paused', reason: null, next_start_at: null })
        } else if (action === 'resume') {
          if (run.state !== 'paused') return 'refused' as const
          await setRun({ state: 'running', reason: null, ...resealed })
        } else if (action === 'cancel') {
          if (!['running', 'paused'].includes(run.state)) return 'refused' as const
          await cancelWaiting(tx, account, runId)
          await setRun({
            state: 'stopped',
            reason: 'You cancelled the rest of the run.',
            sealed_key: null,
            next_start_at: null,
          })
        } else {
          const again = await tx
            .updateTable('run_items')
            .set({
              state: 'waiting',
              job_id: null,
              reason: null,
              submission_key: null,
              sent_at: null,
              finished_at: null,
            })
            .where('account_id', '=', account)
            .where('run_id', '=', runId)
            .where('state', 'in', ['failed', 'refused', 'cancelled'])
            .executeTakeFirst()
          if (again.numUpdatedRows === BigInt(0)) return 'refused' as const
          // Thrown, so the items set waiting above are undone with it.
          const reopens = run.state === 'stopped' || run.state === 'done'
          if (reopens && (await runStore(tx, account).openCount()) >= OPEN_RUNS_MAX) {
            throw tooManyRuns()
          }
          // Its new end is told again, once.
          await setRun({ state: 'running', reason: null, end_told_at: null, ...resealed })
        }
        return 'done' as const
      })
    },
  }
}
