import { describe, expect, it } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import { planRun, withoutRefusedRows } from './items'
import type { RunRow } from './rows'

const model = (id: string) => {
  const found = CATALOG_MODELS.find((m) => m.model_id === id)
  if (!found) throw new Error(`no ${id} in the catalog snapshot`)
  return found
}
const row = (prompt: string, fields: RunRow['fields'] = {}, label = prompt): RunRow => ({
  label,
  prompt,
  fields,
  problems: [],
})

describe('a run’s plan', () => {
  it('puts every row on every model, count copies each, row by row, priced to the credit', () => {
    const plan = planRun(
      [row('a red kite'), row('a blue kite')],
      [model('flux-2-1K'), model('imagen-4')],
      { aspect_ratio: '16:9' },
      2,
    )
    expect(plan.refusals).toEqual([])
    expect(plan.items.map((i) => [i.row, i.copy, i.modelId])).toEqual([
      [0, 1, 'flux-2-1K'],
      [0, 1, 'imagen-4'],
      [0, 2, 'flux-2-1K'],
      [0, 2, 'imagen-4'],
      [1, 1, 'flux-2-1K'],
      [1, 1, 'imagen-4'],
      [1, 2, 'flux-2-1K'],
      [1, 2, 'imagen-4'],
    ])
    expect(plan.total).toBe(2 * 2 * (5 + 8))
    expect(plan.items[0]!.body).toMatchObject({
      model: 'flux-2-1K',
      prompt: 'a red kite',
      aspect_ratio: '16:9',
    })
    expect(plan.cells[1]![1]).toMatchObject({ cost: 8, modelId: 'imagen-4', problems: [] })
  })

  it('prices per-second models by the duration sent', () => {
    const plan = planRun(
      [row('a kite')],
      [model('kling-2-6-text-to-video')],
      { duration: '10s' },
      1,
    )
    expect(plan.items[0]!.cost).toBe(70)
  })

  it('refuses a row a model cannot take, saying why, and sends nothing of it', () => {
    const long = 'x'.repeat(1600)
    const plan = planRun(
      [row('a kite'), row(long, {}, 'Line 2'), row('a boat', { aspect_ratio: '21:9' }, 'Row 4')],
      [model('flux-2-1K'), model('imagen-4')],
      {},
      1,
    )
    const refused = plan.refusals.map((c) => [c.row, c.modelId, c.problems])
    expect(refused).toEqual([
      [1, 'imagen-4', ['Prompt: At most 1,500 characters.']],
      [2, 'imagen-4', ['Aspect ratio: Choose one of: 1:1, 16:9, 9:16, 4:3, 3:4.']],
    ])
    // A value the row names is checked, never swapped for one the model takes.
    expect(plan.cells[2]![0]!.body).toMatchObject({ aspect_ratio: '21:9' })
    const rows = [row('a kite'), row(long), row('a boat', { aspect_ratio: '21:9' })]
    expect(withoutRefusedRows(rows, plan)).toEqual([rows[0]])
  })

  it('carries a row’s own problems (a CSV value it could not read)', () => {
    const bad = { ...row('a kite'), problems: ['“sound” should be yes or no, not “maybe”.'] }
    const plan = planRun([bad], [model('flux-2-1K')], {}, 1)
    expect(plan.refusals[0]!.problems).toEqual(['“sound” should be yes or no, not “maybe”.'])
    expect(plan.items).toEqual([])
  })

  it('holds at most 500 items, and says so', () => {
    const rows = Array.from({ length: 63 }, (_, i) => row(`kite ${i}`))
    const plan = planRun(rows, [model('flux-2-1K')], {}, 8)
    expect(plan.tooLarge).toBe(
      '63 prompts × 1 model × 8 copies make 504 items; a run holds at most 500.',
    )
    expect(plan.items).toEqual([])
  })
})
