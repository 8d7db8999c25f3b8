import { describe, expect, it } from 'vitest'
import type { Model } from '@/lib/api/models'
import type { AudioRunSeed } from '@/lib/forms/audio-run-seed'
import { CreateRunBody } from '@/lib/studio-api/run-request'
import { audioRunRequest, planAudioRun } from './audio-plan'
import { rowsFromAlternatives, rowsFromList, type RowsResult } from './rows'

const song: Model = {
  model_id: 'V5',
  model_type: 'music',
  cost_per_generation: 16,
  capabilities: { prompt_max_chars: 40 },
}
const voice: Model = {
  model_id: 'text-to-dialogue-v3',
  model_type: 'speech',
  cost_per_generation: 3,
}
const rowsOf = (result: RowsResult) => (result.ok ? result.rows : [])

const simple: AudioRunSeed = {
  kind: 'music',
  field: 'prompt',
  text: '',
  request: { model: 'V5', instrumental: true, prompt: '' },
}
const speech: AudioRunSeed = {
  kind: 'speech',
  field: 'text',
  text: '',
  request: {
    text: '',
    voice: 'Rachel',
    stability: 0.5,
    language_code: 'auto',
    model: voice.model_id,
  },
}

describe('a run of songs or speech from the Audio page’s form', () => {
  it('makes each alternative its own song, ×count, priced at the model’s price', () => {
    const rows = rowsOf(rowsFromAlternatives('a calm {piano|guitar} piece'))
    const plan = planAudioRun(simple, rows, [song], 3)
    expect(plan.rows.map((r) => r.text)).toEqual(['a calm piano piece', 'a calm guitar piece'])
    expect(plan.items).toHaveLength(6)
    expect(plan.total).toBe(6 * 16)
    expect(plan.items[0]?.body).toEqual({
      model: 'V5',
      instrumental: true,
      prompt: 'a calm piano piece',
    })
    const body = CreateRunBody.parse(
      audioRunRequest(simple, plan, ['V5'], 'a calm {piano|guitar} piece'),
    )
    expect(body).toMatchObject({
      kind: 'music',
      title: 'a calm {piano|guitar} piece',
      columns: ['V5'],
      total: 96,
    })
  })

  it('says in words which texts the service would refuse, and sends none of them', () => {
    const rows = rowsOf(rowsFromList('Hello there\n[laughs]\n' + 'a'.repeat(41)))
    const said = planAudioRun(speech, rows, [voice], 1)
    expect(said.rows.map((r) => r.problems)).toEqual([
      [],
      ['Nothing is left to say once tags such as [laughs] go.'],
      [],
    ])
    expect(said.items.map((i) => i.body)).toEqual([
      { ...speech.request, text: 'Hello there' },
      { ...speech.request, text: 'a'.repeat(41) },
    ])
    const sung = planAudioRun(simple, rowsOf(rowsFromList('a'.repeat(41))), [song], 1)
    expect(sung.rows[0]?.problems).toEqual(['At most 40 characters for this model (it has 41).'])
    expect(sung.refused).toBe(1)
    expect(sung.items).toEqual([])
  })

  it('compares song models: each text on every model chosen, priced and checked on each', () => {
    const older: Model = {
      model_id: 'V4',
      model_type: 'music',
      display_name: 'Suno V4',
      cost_per_generation: 10,
      capabilities: { prompt_max_chars: 20 },
    }
    const rows = rowsOf(rowsFromList('a calm piano piece\na slow folk ballad, just a guitar'))
    const plan = planAudioRun(simple, rows, [song, older], 2)
    // The second text is too long for V4 only: it cannot go, and says for which model.
    expect(plan.rows.map((r) => r.problems)).toEqual([
      [],
      ['At most 20 characters for Suno V4 (it has 33).'],
    ])
    expect(plan.items.map((i) => [i.row, i.copy, i.column, i.body.model, i.cost])).toEqual([
      [0, 1, 0, 'V5', 16],
      [0, 1, 1, 'V4', 10],
      [0, 2, 0, 'V5', 16],
      [0, 2, 1, 'V4', 10],
    ])
    expect(plan.total).toBe(52)
    expect(plan.rows[0]?.cost).toBe(26)
    const body = CreateRunBody.parse(audioRunRequest(simple, plan, ['V5', 'V4']))
    expect(body.columns).toEqual(['V5', 'V4'])
    expect(planAudioRun(simple, rowsOf(rowsFromList('x')), [song, older], 8).items).toHaveLength(16)
  })

  it('holds a run to the items it may have', () => {
    const rows = rowsOf(rowsFromList(Array.from({ length: 63 }, (_, i) => `song ${i}`).join('\n')))
    const plan = planAudioRun(simple, rows, [song], 8)
    expect(plan.tooLarge).toBe('63 texts × 8 make 504 items; a run holds at most 500.')
    expect(plan.items).toEqual([])
  })
})
