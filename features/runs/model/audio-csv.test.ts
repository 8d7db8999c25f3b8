import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { Model } from '@/lib/api/models'
import type { AudioRunSeed } from '@/lib/forms/audio-run-seed'
import { AUDIO_CSV } from './audio-csv'
import { planAudioRun } from './audio-plan'
import { rowsFromCsv } from './rows'

const song: Model = { model_id: 'V5', model_type: 'music', cost_per_generation: 16 }
const voice: Model = {
  model_id: 'text-to-dialogue-v3',
  model_type: 'speech',
  cost_per_generation: 3,
}
// The song form in advanced mode: each row's text is the song's description.
const songs: AudioRunSeed = {
  kind: 'music',
  field: 'song_description',
  text: '',
  request: { model: 'V5', title: 'Rain', style: 'pop', vocal_gender: 'm', song_description: '' },
}
const speech: AudioRunSeed = {
  kind: 'speech',
  field: 'text',
  text: '',
  request: { text: '', voice: 'Rachel', model: voice.model_id },
}
const rowsOf = (text: string, kind: 'music' | 'speech') => {
  const read = rowsFromCsv(text, Papa.parse, AUDIO_CSV[kind])
  if (!read.ok) throw new Error(read.problem)
  return read.rows
}

describe('an audio run’s CSV', () => {
  it('sets each song’s own fields from its columns, checked as the service takes them', () => {
    const rows = rowsOf(
      'Prompt,Style,Instrumental,Vocal gender\nA calm piano piece,ambient,yes,\n"Rain, slow",folk,no,F\nA march,brass,maybe,x',
      'music',
    )
    expect(rows.map((r) => r.fields.request)).toEqual([
      { style: 'ambient', instrumental: true },
      { style: 'folk', instrumental: false, vocal_gender: 'f' },
      { style: 'brass' },
    ])
    expect(rows[2]?.problems).toEqual([
      '“Instrumental” should be yes or no, not “maybe”.',
      '“Vocal gender” should be m or f, not “x”.',
    ])
    const plan = planAudioRun(songs, rows, [song], 1)
    const made = { model: 'V5', title: 'Rain', vocal_gender: 'm' }
    expect(plan.items.map((i) => i.body)).toEqual([
      { ...made, song_description: 'A calm piano piece', style: 'ambient', instrumental: true },
      {
        ...made,
        song_description: 'Rain, slow',
        style: 'folk',
        instrumental: false,
        vocal_gender: 'f',
      },
    ])
    expect(plan.refused).toBe(1)
  })

  it('says a simple song takes no style, in words, and sends nothing of it', () => {
    const simple: AudioRunSeed = { ...songs, field: 'prompt', request: { model: 'V5', prompt: '' } }
    const plan = planAudioRun(simple, rowsOf('prompt,style\nA waltz,classical', 'music'), [song], 1)
    expect(plan.rows[0]?.problems).toEqual([
      'A title, a style or a vocal gender is for songs in advanced mode: switch the song form to advanced first.',
    ])
    expect(plan.items).toEqual([])
  })

  it('names the columns it knows when it meets another', () => {
    const read = rowsFromCsv('prompt,tempo\nA waltz,slow', Papa.parse, AUDIO_CSV.music)
    expect(read).toEqual({
      ok: false,
      problem:
        'The CSV has columns the studio does not know (“tempo”). Columns may be: prompt, title, style, instrumental, vocal gender.',
    })
  })

  it('speaks each row’s text in its own voice; a setting the service would not take is said in words', () => {
    const rows = rowsOf('text,voice,language\nWelcome.,Adam,en\nGoodbye.,,english please', 'speech')
    const plan = planAudioRun(speech, rows, [voice], 1)
    expect(plan.items.map((i) => i.body)).toEqual([
      { text: 'Welcome.', voice: 'Adam', model: voice.model_id, language_code: 'en' },
    ])
    expect(plan.rows[1]?.problems).toEqual([
      'The service would not take this row’s settings: check the values of its columns.',
    ])
  })
})
