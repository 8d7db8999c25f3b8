import 'server-only'
import { z } from 'zod'
import { RunRowSpec, type RunListed } from '@/lib/studio-api/runs'
import { runSummaries } from './run-summaries'
import type { RunsDatabase } from './tables'

/** A run's grid as stored: its prompts (rows) and its models (columns). */
export const RunLayout = z.object({ rows: z.array(RunRowSpec), columns: z.array(z.string()) })

/**
 * The account's runs, newest first, with their prompts' labels, their models and the jobs their
 * items made so far: Create's feed shows a run's jobs as one group (docs/runs.md).
 */
export async function listedRuns(db: RunsDatabase, account: string): Promise<RunListed[]> {
  const runs = await runSummaries(db, account)
  if (runs.length === 0) return []
  const ids = runs.map((r) => r.id)
  const [layouts, jobs] = await Promise.all([
    db
      .selectFrom('runs')
      .select(['run_id', 'layout'])
      .where('account_id', '=', account)
      .where('run_id', 'in', ids)
      .execute(),
    db
      .selectFrom('run_items')
      .select(['run_id', 'row_index', 'column_index', 'copy', 'job_id'])
      .where('account_id', '=', account)
      .where('run_id', 'in', ids)
      .where('job_id', 'is not', null)
      .orderBy('item_index')
      .execute(),
  ])
  const layoutOf = new Map(layouts.map((l) => [l.run_id, RunLayout.safeParse(l.layout)]))
  // Node 20 has no Map.groupBy.
  const jobsOf = new Map<string, typeof jobs>()
  for (const job of jobs) jobsOf.set(job.run_id, [...(jobsOf.get(job.run_id) ?? []), job])
  return runs.map((run) => {
    const layout = layoutOf.get(run.id)
    return {
      ...run,
      rowLabels: layout?.success ? layout.data.rows.map((row) => row.label) : [],
      columns: layout?.success ? layout.data.columns : [],
      jobs: (jobsOf.get(run.id) ?? []).flatMap((j) =>
        j.job_id
          ? [{ jobId: j.job_id, row: j.row_index, column: j.column_index, copy: j.copy }]
          : [],
      ),
    }
  })
}
