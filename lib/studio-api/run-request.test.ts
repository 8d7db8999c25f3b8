import { describe, expect, it } from 'vitest'
import { CreateRunBody } from './run-request'
import { PROMPT_MAX_CHARS } from './prompt-limit'

const run = (rowPrompt: string, itemPrompt: string, rows = 1) => ({
  title: 'A run',
  rows: Array.from({ length: rows }, (_, i) => ({ label: `Prompt ${i + 1}`, prompt: rowPrompt })),
  columns: ['flux-2-1K'],
  items: [{ row: 0, column: 0, copy: 1, body: { model: 'flux-2-1K', prompt: itemPrompt } }],
  total: 5,
})
const refusal = (body: unknown) => CreateRunBody.safeParse(body).error?.issues[0]?.message

describe('a run as the builder asks for it', () => {
  it('holds every prompt to the studio’s bound, the rows’ and each item’s alike', () => {
    const longest = 'a'.repeat(PROMPT_MAX_CHARS)
    expect(CreateRunBody.safeParse(run(longest, longest)).success).toBe(true)
    const over = 'a'.repeat(PROMPT_MAX_CHARS + 1)
    expect(refusal(run('a kite', over))).toBe('A prompt is at most 32,000 characters.')
    expect(refusal(run(over, 'a kite'))).toBe('A prompt is at most 32,000 characters.')
  })

  it('says its bounds in words', () => {
    expect(refusal(run('a kite', 'a kite', 501))).toBe('A run holds at most 500 prompts.')
    expect(refusal({ ...run('a kite', 'a kite'), columns: [] })).toBe('Choose a model.')
  })
})
