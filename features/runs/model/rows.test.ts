import { describe, expect, it } from 'vitest'
import Papa from 'papaparse'
import { rowsFromAlternatives, rowsFromCsv as readCsv, rowsFromList, RUN_MAX_ROWS } from './rows'

const rowsFromCsv = (text: string) => readCsv(text, Papa.parse)

const rowsOf = (result: ReturnType<typeof rowsFromCsv>) => {
  if (!result.ok) throw new Error(result.problem)
  return result.rows
}

describe('a pasted list', () => {
  it('is one prompt a line, blank lines skipped, each labelled by its line', () => {
    const rows = rowsOf(rowsFromList('a red kite\r\n\n  a blue boat  \n'))
    expect(rows.map((r) => [r.label, r.prompt])).toEqual([
      ['Line 1', 'a red kite'],
      ['Line 3', 'a blue boat'],
    ])
  })

  it(`holds at most ${RUN_MAX_ROWS} prompts`, () => {
    const lines = Array.from({ length: RUN_MAX_ROWS + 1 }, (_, i) => `prompt ${i}`).join('\n')
    expect(rowsFromList(lines)).toEqual({
      ok: false,
      problem: 'This makes 501 prompts; a run holds at most 500. Split it into several runs.',
    })
  })
})

describe('a CSV', () => {
  it('reads a prompt column and form fields by the names a person writes', () => {
    const csv =
      '\uFEFFPrompt,Aspect ratio,negative_prompt,SOUND,image\r\n' +
      '"a kite, red",16:9,,yes,https://cdn.example/a.png https://cdn.example/b.png\r\n' +
      '"a boat\nat dusk",1:1,blurry,no,\r\n'
    const rows = rowsOf(rowsFromCsv(csv))
    expect(rows).toEqual([
      {
        label: 'Row 2',
        prompt: 'a kite, red',
        fields: {
          aspect_ratio: '16:9',
          sound: true,
          sources: { image: ['https://cdn.example/a.png', 'https://cdn.example/b.png'] },
        },
        problems: [],
      },
      {
        label: 'Row 3',
        prompt: 'a boat\nat dusk',
        fields: { aspect_ratio: '1:1', negative_prompt: 'blurry', sound: false },
        problems: [],
      },
    ])
  })

  it('says which columns it does not know, and that a prompt column is needed', () => {
    expect(rowsFromCsv('prompt,colour\nkite,red')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('(“colour”)'),
    })
    expect(rowsFromCsv('aspect ratio\n16:9')).toEqual({
      ok: false,
      problem: 'The CSV has no “prompt” column.',
    })
    expect(rowsFromCsv('')).toMatchObject({ ok: false })
  })

  it('marks a row whose values cannot be read, in words', () => {
    const rows = rowsOf(rowsFromCsv('prompt,sound\nkite,maybe\nboat,yes,extra'))
    expect(rows[0]!.problems).toEqual(['“sound” should be yes or no, not “maybe”.'])
    expect(rows[1]!.problems).toEqual(['It has 3 cells; the header names 2.'])
  })
})

describe('alternatives', () => {
  it('make one row per prompt', () => {
    const rows = rowsOf(rowsFromAlternatives('a {red|blue} kite'))
    expect(rows.map((r) => [r.label, r.prompt])).toEqual([
      ['Prompt 1', 'a red kite'],
      ['Prompt 2', 'a blue kite'],
    ])
  })
})
