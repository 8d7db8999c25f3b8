import type { Model } from '@/lib/api/models'
import { modelName } from '@/lib/catalog/catalog-words'
import { formatCount, formatSeconds } from '@/lib/format'
import type { RunPlan } from './model/items'
import type { RunRow } from './model/rows'

const SHOWN_ROWS = 8

/**
 * The run before it starts: a row per prompt, a column per model, each cell with what one copy
 * costs and about how long it takes, or why that model would refuse it.
 */
export function RunPlanGrid({
  rows,
  models,
  plan,
}: {
  rows: readonly RunRow[]
  models: readonly Model[]
  plan: RunPlan
}) {
  if (rows.length === 0 || models.length === 0) return null
  return (
    <div className="space-y-1">
      <div className="overflow-x-auto rounded-card border border-line">
        {/* The prompts keep a column of their own, so a phone shows a price beside each. */}
        <table
          className="w-full table-fixed border-collapse text-sm"
          style={{ minWidth: `${10 + models.length * 7}rem` }}
        >
          <caption className="sr-only">Each prompt on each model: price and time</caption>
          <thead>
            <tr className="bg-surface-muted text-left">
              <th scope="col" className="w-40 px-3 py-2 font-medium text-ink sm:w-2/5">
                Prompt
              </th>
              {models.map((model) => (
                <th key={model.model_id} scope="col" className="px-3 py-2 font-medium text-ink">
                  {modelName(model)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN_ROWS).map((row, r) => (
              <tr key={r} className="border-t border-line align-top">
                <th scope="row" className="px-3 py-2 text-left font-normal text-ink">
                  <span className="block text-xs text-ink-muted">{row.label}</span>
                  <span className="line-clamp-3 break-words">{row.prompt}</span>
                </th>
                {plan.cells[r]?.map((cell) => (
                  <td key={cell.column} className="px-3 py-2">
                    {cell.problems.length ? (
                      <span className="text-danger">{cell.problems[0]}</span>
                    ) : (
                      <span className="text-ink">
                        {formatCount(cell.cost)} credits
                        {cell.estimatedSeconds ? (
                          <span className="block text-xs text-ink-muted">
                            about {formatSeconds(cell.estimatedSeconds)}
                          </span>
                        ) : null}
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN_ROWS ? (
        <p className="text-xs text-ink-muted">
          and {formatCount(rows.length - SHOWN_ROWS)} more prompts, priced the same way
        </p>
      ) : null}
    </div>
  )
}
