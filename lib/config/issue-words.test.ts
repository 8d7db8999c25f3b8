import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { issueWords } from './issue-words'

const words = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: issueWords }).error?.issues.map((i) => i.message)

describe('a refused request in words', () => {
  it('says what to change, never what the validator checked', () => {
    const rows = z.object({ rows: z.array(z.string().max(5)).min(1).max(3) })
    expect(words(rows, { rows: ['a', 'b', 'c', 'd'] })).toEqual(['Send at most 3 at a time.'])
    expect(words(rows, { rows: [] })).toEqual(['Choose at least one.'])
    expect(words(rows, { rows: ['abcdefg'] })).toEqual(['Write at most 5 characters here.'])
    expect(words(rows, {})).toEqual(['Something the studio needs is missing.'])
    expect(words(rows, { rows: {} })).toEqual(['The studio expects a list here.'])
    expect(words(z.object({ at: z.iso.datetime() }), { at: 'soon' })).toEqual([
      'The studio expects a date and time here.',
    ])
    expect(words(z.enum(['a', 'b']), 'c')).toEqual(['This is not one of the choices.'])
    expect(words(z.strictObject({}), { extra: 1 })).toEqual([
      'The request holds values the studio does not know.',
    ])
  })

  it("leaves a schema's own words as they are", () => {
    expect(words(z.string().max(2, 'A name is at most 2 characters.'), 'abc')).toEqual([
      'A name is at most 2 characters.',
    ])
  })
})
