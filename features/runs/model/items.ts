import type { MediaGenerateRequest } from '@/lib/api/media'
import type { Model } from '@/lib/api/models'
import { mediaRequestCost } from '@/lib/api/pricing'
import { formCost } from '@/lib/forms/cost'
import { mediaFields } from '@/lib/forms/media-fields'
import { buildMediaRequest } from '@/lib/forms/media-request'
import { mediaFormSchema } from '@/lib/forms/media-schema'
import { emptySources, mediaDefaults, type MediaFormValues } from '@/lib/forms/media-values'
import { RUN_MAX_ITEMS, type RunRow } from './rows'

/** The most copies of each prompt a run makes (the count, x1 to x8). */
export const MAX_COPIES = 8

/** One cell of the grid: a row's prompt on one model, checked and priced. */
export interface RunCell {
  row: number
  column: number
  modelId: string
  /** Every problem the service would refuse it for, in words; empty when it may be sent. */
  problems: string[]
  /** Credits one copy costs, exact (the service's own pricing rule). */
  cost: number
  /** The catalog's estimate of one job, in seconds, when it gives one. */
  estimatedSeconds: number | null
  body: MediaGenerateRequest | null
}

/** One paid start of the run, in the order it is sent. */
export interface PlannedItem {
  row: number
  column: number
  /** 1 to the count: which copy of the cell this is. */
  copy: number
  modelId: string
  prompt: string
  body: MediaGenerateRequest
  cost: number
}

export interface RunPlan {
  /** rows × columns, `cells[row][column]`. */
  cells: RunCell[][]
  /** The cells the service would refuse: nothing is sent while there are any. */
  refusals: RunCell[]
  items: PlannedItem[]
  total: number
  /** More items than a run holds, said in words; null when within. */
  tooLarge: string | null
}

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** The row's values for one model: the builder's settings, then what the row sets, unchanged. */
function valuesFor(model: Model, row: RunRow, settings: Partial<MediaFormValues>): MediaFormValues {
  const { sources, sound, ...choices } = row.fields
  const base = mediaDefaults(model, { ...settings, ...choices, prompt: row.prompt })
  // A value the row names is checked as written, never swapped for one the model takes.
  return {
    ...base,
    ...choices,
    prompt: row.prompt,
    sound: sound ?? base.sound,
    sources: sources ? { ...emptySources(), ...sources } : base.sources,
  }
}

function problemsOf(model: Model, values: MediaFormValues): string[] {
  const checked = mediaFormSchema(model).safeParse(values)
  if (checked.success) return []
  const labels = new Map<string, string>(
    mediaFields(model, values.generation_type).map((f) => [f.name, f.label]),
  )
  labels.set('generation_type', 'Generation type')
  return checked.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '')
    const label = labels.get(field)
    return label ? `${label}: ${issue.message}` : issue.message
  })
}

function cellOf(
  row: RunRow,
  r: number,
  model: Model,
  c: number,
  settings: Partial<MediaFormValues>,
): RunCell {
  const values = valuesFor(model, row, settings)
  const problems = [...row.problems, ...problemsOf(model, values)]
  const body = problems.length ? null : buildMediaRequest(model.model_id, model, values)
  return {
    row: r,
    column: c,
    modelId: model.model_id,
    problems,
    // A body that may be sent is priced as the studio's server prices it again (one rule).
    cost: body ? mediaRequestCost(model, body) : formCost(model, values),
    estimatedSeconds: model.estimated_time_seconds ?? null,
    body,
  }
}

/**
 * The run the builder describes: every row on every chosen model, `count` copies each, checked
 * against each model's catalog entry and priced to the credit. Items go row by row, each row's
 * copies on every model, so a run stopped early still compares the models on what it made.
 */
export function planRun(
  rows: readonly RunRow[],
  models: readonly Model[],
  settings: Partial<MediaFormValues>,
  count: number,
): RunPlan {
  const copies = Math.min(MAX_COPIES, Math.max(1, Math.trunc(count)))
  const cells = rows.map((row, r) => models.map((model, c) => cellOf(row, r, model, c, settings)))
  const refusals = cells.flat().filter((cell) => cell.problems.length > 0)
  const items: PlannedItem[] = []
  const size = rows.length * models.length * copies
  if (size <= RUN_MAX_ITEMS) {
    for (const [r, row] of rows.entries()) {
      for (let copy = 1; copy <= copies; copy += 1) {
        for (const cell of cells[r]!) {
          if (!cell.body) continue
          const { modelId, column, cost, body } = cell
          items.push({ row: r, column, copy, modelId, prompt: row.prompt, body, cost })
        }
      }
    }
  }
  return {
    cells,
    refusals,
    items,
    total: items.reduce((sum, item) => sum + item.cost, 0),
    tooLarge:
      size > RUN_MAX_ITEMS
        ? `${counted(rows.length, 'prompt')} × ${counted(models.length, 'model')} × ${counted(copies, 'copy', 'copies')} make ${size} items; a run holds at most ${RUN_MAX_ITEMS}.`
        : null,
  }
}

/** The rows without the ones any model refuses ("drop the failing rows"). */
export function withoutRefusedRows<T>(rows: readonly T[], plan: RunPlan): T[] {
  const refused = new Set(plan.refusals.map((cell) => cell.row))
  return rows.filter((_, r) => !refused.has(r))
}
