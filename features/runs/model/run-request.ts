import type { CreateRunBody } from '@/lib/studio-api/run-request'
import type { RunPlan } from './items'
import type { RunRow } from './rows'

const TITLE_CHARS = 80

/**
 * The run as the studio's server takes it: rows, models, every item's request and the total shown.
 * Its title is the prompt as written (`a {red|blue} kite`, which names every row), else the first row's.
 */
export function runRequest(
  rows: readonly RunRow[],
  models: readonly string[],
  plan: RunPlan,
  written?: string,
): CreateRunBody {
  const first = (written ?? rows[0]?.prompt ?? '').trim().replace(/\s+/g, ' ')
  const title = first.length > TITLE_CHARS ? `${first.slice(0, TITLE_CHARS - 1)}…` : first
  return {
    kind: 'media',
    title: title || 'A run without a prompt',
    rows: rows.map((row) => ({ label: row.label, prompt: row.prompt })),
    columns: [...models],
    items: plan.items.map((item) => ({
      row: item.row,
      column: item.column,
      copy: item.copy,
      body: item.body,
    })),
    total: plan.total,
  }
}
