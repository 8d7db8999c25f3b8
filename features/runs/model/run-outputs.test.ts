import { describe, expect, it } from 'vitest'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import type { RunItemView } from '@/lib/studio-api/runs'
import { madeResults, resultName } from './run-outputs'

const item = (
  index: number,
  row: number,
  column: number,
  copy: number,
  extra: Partial<RunItemView> = {},
): RunItemView => ({
  index,
  row,
  column,
  copy,
  state: 'completed',
  cost: 5,
  jobId: `job-${index}`,
  reason: null,
  ...extra,
})
const output = (url: string | null) => ({ id: `o-${url}`, url, kind: 'image' }) as OutputView
const view = (
  id: string,
  phase: GenerationView['phase'],
  url: string | null = `https://m/${id}.png`,
) => ({ id, phase, outputs: [output(url)] }) as GenerationView

describe('a run’s made results', () => {
  it('come in the grid’s order, only those made with an output to show', () => {
    const items = [
      item(0, 1, 0, 1),
      item(1, 0, 1, 1),
      item(2, 0, 0, 2),
      item(3, 0, 0, 1),
      item(4, 1, 1, 1, { state: 'started' }),
      item(5, 1, 1, 2, { state: 'failed' }),
      item(6, 1, 1, 3, { state: 'cancelled', jobId: null }),
      item(7, 1, 0, 2),
    ]
    const made = new Map([
      ['job-0', view('job-0', 'completed')],
      ['job-1', view('job-1', 'completed')],
      ['job-2', view('job-2', 'completed')],
      ['job-3', view('job-3', 'completed')],
      // Done in the history though the run stopped following it.
      ['job-4', view('job-4', 'completed')],
      ['job-5', view('job-5', 'failed')],
      // Done, but its output not ready to show.
      ['job-7', view('job-7', 'completed', null)],
    ])
    expect(madeResults(items, made).map((r) => r.item.index)).toEqual([3, 2, 1, 0, 4])
  })

  it('are named by prompt, model and variation, in words', () => {
    const answer = { rows: [{ label: 'Red', prompt: 'a red kite' }], columns: ['imagen-4'] }
    expect(resultName(answer, { row: 0, column: 0, copy: 2 }, () => 'Imagen 4')).toBe(
      'Red · Imagen 4 · variation 2',
    )
  })
})
