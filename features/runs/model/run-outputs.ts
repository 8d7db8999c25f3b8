import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import type { RunItemView, RunAnswer } from '@/lib/studio-api/runs'

/** An item of a run the service made, with its output: a cell of the results that opens. */
export interface MadeResult {
  item: RunItemView
  view: GenerationView
  output: OutputView
}

/**
 * The run's made results in the grid's reading order: prompt by prompt, model by model, variation
 * by variation. The history's word wins over the run's: a job the server stopped following (a
 * run cancelled) that finished still counts. Items without a shown output are left out.
 */
export function madeResults(
  items: readonly RunItemView[],
  made: ReadonlyMap<string, GenerationView>,
): MadeResult[] {
  return [...items]
    .sort((a, b) => a.row - b.row || a.column - b.column || a.copy - b.copy)
    .flatMap((item) => {
      const view = item.jobId ? made.get(item.jobId) : undefined
      if (!view || (item.state !== 'completed' && view.phase !== 'completed')) return []
      const output = view.outputs.find((o) => o.url)
      return output ? [{ item, view, output }] : []
    })
}

/** A result's name: its prompt's label, its model and its variation ("Prompt 2 · Imagen 4 · 3"). */
export function resultName(
  answer: Pick<RunAnswer, 'rows' | 'columns'>,
  item: Pick<RunItemView, 'row' | 'column' | 'copy'>,
  nameOf: (model: string) => string,
): string {
  const row = answer.rows[item.row]?.label ?? `Prompt ${item.row + 1}`
  const model = answer.columns[item.column]
  return [row, model ? nameOf(model) : null, `variation ${item.copy}`].filter(Boolean).join(' · ')
}
