import { describe, expect, it } from 'vitest'
import {
  countOfPrompts,
  escapeAlternatives,
  expandAlternatives,
  parseAlternatives,
} from './alternatives'

const expand = (template: string, limit = 500) => {
  const result = expandAlternatives(template, limit)
  if (!result.ok) throw new Error(result.problem)
  return result.prompts
}

describe('alternatives in a prompt', () => {
  it('makes one prompt per alternative', () => {
    expect(expand('a {red|blue|green} kite')).toEqual(['a red kite', 'a blue kite', 'a green kite'])
  })

  it('multiplies several groups, the first varying slowest', () => {
    expect(expand('{red|blue} {kite|boat}')).toEqual([
      'red kite',
      'red boat',
      'blue kite',
      'blue boat',
    ])
    const parsed = parseAlternatives('{a|b|c} {d|e} {f|g|h|i}')
    expect(parsed.ok && countOfPrompts(parsed.parts)).toBe(24)
  })

  it('takes an empty alternative, and a prompt with no group as it is', () => {
    expect(expand('a {|very }big kite')).toEqual(['a big kite', 'a very big kite'])
    expect(expand('a kite | a boat')).toEqual(['a kite | a boat'])
    expect(expand('')).toEqual([''])
  })

  it('writes an escaped brace, bar or backslash as itself', () => {
    expect(expand('a \\{literal\\} {x\\|y|z} \\\\ end')).toEqual([
      'a {literal} x|y \\ end',
      'a {literal} z \\ end',
    ])
    // A backslash before anything else is kept.
    expect(expand('C:\\path')).toEqual(['C:\\path'])
    const text = 'odd {text} | with \\ marks'
    expect(expand(escapeAlternatives(text))).toEqual([text])
  })

  it('says in words what is wrong, and where', () => {
    const problem = (t: string) => {
      const r = parseAlternatives(t)
      return r.ok ? null : r.problem
    }
    expect(problem('a {red|blue kite')).toMatch(/opened at character 3 is not closed/)
    expect(problem('a red} kite')).toMatch(/} at character 6 closes no group/)
    expect(problem('a {red|{blue}} kite')).toMatch(/cannot hold another one/)
  })

  it('refuses more prompts than the limit before building any', () => {
    const ten = Array.from({ length: 10 }, () => '{a|b|c|d}').join(' ')
    const result = expandAlternatives(ten, 500)
    expect(result).toEqual({
      ok: false,
      problem: 'These alternatives make 1,048,576 prompts; a run holds at most 500.',
    })
    expect(expandAlternatives('{a|b}{c|d}', 4).ok).toBe(true)
    expect(expandAlternatives('{a|b}{c|d}{e|f}', 4).ok).toBe(false)
  })
})
