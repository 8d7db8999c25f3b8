import { formatCount } from '@/lib/format'

/**
 * Alternatives in a prompt: `a {red|blue|green} kite` makes three prompts, and several groups
 * multiply (`{red|blue} {kite|boat}` makes four). A group may hold an empty alternative
 * (`a {|very }big kite` makes "a big kite" and "a very big kite"). A backslash writes a
 * character as itself: `\{`, `\}`, `\|` and `\\`. A `|` outside a group is plain text.
 */

export type PromptPart = { text: string } | { options: string[] }

export type Parsed = { ok: true; parts: PromptPart[] } | { ok: false; problem: string }

const ESCAPABLE = new Set(['{', '}', '|', '\\'])

/** The prompt as text and groups, or the first thing wrong with it in words. */
export function parseAlternatives(template: string): Parsed {
  const parts: PromptPart[] = []
  let text = ''
  let group: string[] | null = null
  let openedAt = 0
  const chars = Array.from(template)
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!
    const next = chars[i + 1]
    if (char === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      text += next
      i += 1
    } else if (char === '{') {
      if (group) {
        return {
          ok: false,
          problem: `A group of alternatives cannot hold another one (character ${i + 1}). Write \\{ for a brace.`,
        }
      }
      if (text) parts.push({ text })
      text = ''
      group = []
      openedAt = i + 1
    } else if (char === '}') {
      if (!group) {
        return {
          ok: false,
          problem: `The } at character ${i + 1} closes no group. Write \\} for a brace.`,
        }
      }
      parts.push({ options: [...group, text] })
      text = ''
      group = null
    } else if (char === '|' && group) {
      group.push(text)
      text = ''
    } else {
      text += char
    }
  }
  if (group) {
    return {
      ok: false,
      problem: `The group opened at character ${openedAt} is not closed. Close it with } or write \\{ for a brace.`,
    }
  }
  if (text) parts.push({ text })
  return { ok: true, parts }
}

/** How many prompts the parts make (the product of the groups' sizes). */
export function countOfPrompts(parts: readonly PromptPart[]): number {
  return parts.reduce((n, part) => ('options' in part ? n * part.options.length : n), 1)
}

export type Expanded = { ok: true; prompts: string[] } | { ok: false; problem: string }

/**
 * Every prompt the template makes, in order (the first group varies slowest), at most `limit`:
 * more is refused in words before any is built, so a template of ten groups never fills memory.
 */
export function expandAlternatives(template: string, limit: number): Expanded {
  const parsed = parseAlternatives(template)
  if (!parsed.ok) return parsed
  const count = countOfPrompts(parsed.parts)
  if (count > limit) {
    return {
      ok: false,
      problem: `These alternatives make ${formatCount(count)} prompts; a run holds at most ${formatCount(limit)}.`,
    }
  }
  let prompts = ['']
  for (const part of parsed.parts) {
    const options = 'options' in part ? part.options : [part.text]
    prompts = prompts.flatMap((head) => options.map((option) => head + option))
  }
  return { ok: true, prompts }
}

/** Writes text so that it reads as itself in a template (no groups). */
export function escapeAlternatives(text: string): string {
  return text.replace(/[{}|\\]/g, (char) => `\\${char}`)
}
