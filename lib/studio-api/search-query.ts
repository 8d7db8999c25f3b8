/**
 * The words a person types to find what they made, in the gallery's field, the palette and the
 * Create feed alike: plain words, "quoted phrases" and a few keys (docs/search.md).
 * Pure: the browser parses to draw a chip per key, the server to build its one query; both read
 * the same text the same way. A key this does not know ("16:9") is a word like any other.
 */

import { normalTag, RESULT_KINDS, TAG_PATTERN, type ResultKind } from './result-kinds'
import { SEARCH_MAX_CHARS, searchedText } from './search-limit'

/** Words and keys after the twelfth are dropped (and said so): each is a condition to check. */
export const SEARCH_MAX_TERMS = 12
const WORD_MAX_CHARS = 64

const KIND_ALIASES: Record<string, ResultKind> = {
  image: 'image',
  images: 'image',
  picture: 'image',
  photo: 'image',
  video: 'video',
  videos: 'video',
  clip: 'video',
  song: 'song',
  songs: 'song',
  music: 'song',
  speech: 'speech',
  voice: 'speech',
  dialogue: 'speech',
  stems: 'stems',
  stem: 'stems',
  separation: 'stems',
  story: 'story',
  stories: 'story',
  order: 'order',
  orders: 'order',
  premium: 'order',
  tool: 'tool',
  tools: 'tool',
}

export type SearchTerm =
  | { key: 'word'; value: string }
  | { key: 'phrase'; value: string }
  | { key: 'tag'; value: string }
  | { key: 'rated'; value: number; orMore: boolean }
  | { key: 'starred' }
  | { key: 'model'; value: string }
  | { key: 'kind'; value: ResultKind }
  | { key: 'before' | 'after'; value: string }

/** A term with the text it was read from, so a chip removed takes exactly its own words away. */
export type SearchToken = SearchTerm & { raw: string }

export interface ParsedSearch {
  tokens: SearchToken[]
  /** What was not understood, in words (a rating of 9, a date that does not exist). */
  problems: string[]
}

const DAY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/

/** `2026-11-01` (or `2026-11`, its first day) when it is a real day, else null. */
export function dayOf(text: string): string | null {
  const match = DAY.exec(text)
  if (!match) return null
  const [, year, month, day = '01'] = match
  const date = new Date(`${year}-${month}-${day}T00:00:00.000Z`)
  if (Number.isNaN(date.getTime())) return null
  const iso = date.toISOString().slice(0, 10)
  return iso === `${year}-${month}-${day}` ? iso : null
}

/** The pieces of the text: quoted phrases kept whole (an unclosed quote runs to the end). */
function pieces(text: string): string[] {
  const found: string[] = []
  const pattern = /"([^"]*)"?|(\S+)/g
  for (const match of text.matchAll(pattern)) found.push(match[0])
  return found
}

function termOf(raw: string): SearchTerm | { problem: string } | null {
  if (raw.startsWith('"')) {
    const value = raw.replace(/^"|"$/g, '').trim().replace(/\s+/g, ' ')
    return value ? { key: 'phrase', value: value.slice(0, WORD_MAX_CHARS * 4) } : null
  }
  const lower = raw.toLowerCase()
  if (lower === 'starred' || lower === 'is:starred') return { key: 'starred' }
  const colon = lower.indexOf(':')
  const key = colon > 0 ? lower.slice(0, colon) : ''
  const value = colon > 0 ? lower.slice(colon + 1) : ''
  if (key === 'tag' || key === '#') {
    const tag = normalTag(value)
    return TAG_PATTERN.test(tag)
      ? { key: 'tag', value: tag }
      : { problem: `“${raw}” is not a tag: a tag is one word of letters, digits, - or _.` }
  }
  if (key === 'rated' || key === 'rating') {
    const match = /^([1-5])(\+?)$/.exec(value)
    return match
      ? { key: 'rated', value: Number(match[1]), orMore: match[2] === '+' }
      : {
          problem: `“${raw}” is not a rating: write rated:1 to rated:5, or rated:4+ for 4 or more.`,
        }
  }
  if (key === 'model') {
    return value
      ? { key: 'model', value: value.slice(0, WORD_MAX_CHARS) }
      : { problem: 'Write a model after “model:”, such as model:veo.' }
  }
  if (key === 'kind') {
    const kind = KIND_ALIASES[value]
    return kind
      ? { key: 'kind', value: kind }
      : {
          problem: `“${raw}” is not a kind: try ${RESULT_KINDS.map((k) => `kind:${k}`).join(', ')}.`,
        }
  }
  if (key === 'before' || key === 'after') {
    const day = dayOf(value)
    return day
      ? { key, value: day }
      : { problem: `“${raw}” is not a date: write it as ${key}:2026-11-01.` }
  }
  return { key: 'word', value: raw.slice(0, WORD_MAX_CHARS) }
}

/** Reads what was typed: at most SEARCH_MAX_CHARS characters and SEARCH_MAX_TERMS terms. */
export function parseSearch(text: string): ParsedSearch {
  const problems: string[] = []
  const bounded = searchedText(text)
  if (bounded !== text) {
    problems.push(`Only the first ${SEARCH_MAX_CHARS} characters are searched.`)
  }
  const tokens: SearchToken[] = []
  for (const raw of pieces(bounded)) {
    const term = termOf(raw)
    if (!term) continue
    if ('problem' in term) {
      problems.push(term.problem)
      continue
    }
    if (tokens.length === SEARCH_MAX_TERMS) {
      problems.push(`Only the first ${SEARCH_MAX_TERMS} words and filters are used.`)
      break
    }
    // The same key twice is one condition (`starred starred`, `tag:a tag:a`).
    if (!tokens.some((t) => sameTerm(t, term))) tokens.push({ ...term, raw })
  }
  return { tokens, problems }
}

function sameTerm(a: SearchTerm, b: SearchTerm): boolean {
  if (a.key !== b.key) return false
  if (a.key === 'starred') return true
  if (a.key === 'rated' && b.key === 'rated') return a.value === b.value && a.orMore === b.orMore
  return (
    'value' in a && 'value' in b && String(a.value).toLowerCase() === String(b.value).toLowerCase()
  )
}

/** The text again, from these tokens (a chip removed is a token left out). */
export const searchText = (tokens: readonly SearchToken[]) => tokens.map((t) => t.raw).join(' ')

/** The text without one token: what removing its chip leaves in the field. */
export function withoutToken(text: string, index: number): string {
  const { tokens } = parseSearch(text)
  return searchText(tokens.filter((_, i) => i !== index))
}

/** Whether the text asks for anything at all (words or keys). */
export const searchesFor = (text: string) => parseSearch(text).tokens.length > 0

/** The words alone (plain and quoted), for matching text; keys are filters. */
export function searchWords(tokens: readonly SearchTerm[]): { words: string[]; phrases: string[] } {
  const words: string[] = []
  const phrases: string[] = []
  for (const token of tokens) {
    if (token.key === 'word') words.push(token.value)
    if (token.key === 'phrase') phrases.push(token.value)
  }
  return { words, phrases }
}
