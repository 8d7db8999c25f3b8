import 'server-only'
import { sql } from 'kysely'
import { z } from 'zod'
import { RUN_STATES, type RunSummary } from '@/lib/studio-api/runs'
import type { RunsDatabase } from './tables'

/** Runs an account keeps (the oldest finished go first). */
export const RUNS_KEPT = 50

/** An account's runs (or one of them), newest first, with their items counted by state. */
export async function runSummaries(
  db: RunsDatabase,
  account: string,
  runId?: string,
): Promise<RunSummary[]> {
  const rows = await db
    .selectFrom('runs as r')
    .leftJoin('run_items as i', (join) =>
      join.onRef('i.account_id', '=', 'r.account_id').onRef('i.run_id', '=', 'r.run_id'),
    )
    .select([
      'r.run_id',
      'r.title',
      'r.state',
      'r.reason',
      'r.created_at',
      'r.total_credits',
      'r.next_start_at',
      'r.end_told_at',
      sql<number>`count(i.item_index)::int`.as('items'),
      sql<number>`count(i.item_index) filter (where i.state in ('started','completed','failed'))::int`.as(
        'sent',
      ),
      sql<number>`count(i.item_index) filter (where i.state in ('completed','failed','refused','cancelled'))::int`.as(
        'settled',
      ),
      sql<number>`coalesce(sum(i.cost) filter (where i.state in ('started','completed','failed')), 0)::int`.as(
        'spent',
      ),
    ])
    .where('r.account_id', '=', account)
    .$if(runId !== undefined, (q) => q.where('r.run_id', '=', runId!))
    .groupBy('r.run_id')
    .groupBy('r.account_id')
    .orderBy('r.created_at', 'desc')
    .limit(RUNS_KEPT)
    .execute()
  return rows.map((r) => ({
    id: r.run_id,
    title: r.title,
    state: z.enum(RUN_STATES).catch('stopped').parse(r.state),
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
    total: r.total_credits,
    spent: r.spent,
    items: r.items,
    sent: r.sent,
    settled: r.settled,
    nextStartAt: r.state === 'running' && r.next_start_at ? r.next_start_at.toISOString() : null,
    endTold: r.end_told_at !== null,
  }))
}
