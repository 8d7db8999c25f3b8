import { describe, expect, it } from 'vitest'
import { KeyRedactor, redactKeys } from './key-redaction'

const PREFIXES = ['sk_live_', 'sk_test_']
const isKeyChar = (code: number) => /[A-Za-z0-9_-]/.test(String.fromCharCode(code))

/**
 * The rule written the plain way, on a whole text: read it as JSON characters (an escape is one),
 * and wherever eight of them spell a prefix, write the prefix and `[redacted]` and drop the key
 * characters after it. The streaming redactor must give exactly this, however it is fed.
 */
function reference(text: string): string {
  const tokens = text.match(/\\u[0-9a-fA-F]{4}|\\[\s\S]|[\s\S]/g) ?? []
  const codes = tokens.map((t) =>
    t.length === 6 ? parseInt(t.slice(2), 16) : t.length === 2 ? -1 : t.charCodeAt(0),
  )
  let out = ''
  let i = 0
  while (i < tokens.length) {
    const prefix = PREFIXES.find((p) => [...p].every((c, k) => codes[i + k] === c.charCodeAt(0)))
    if (!prefix) {
      out += tokens[i++]
      continue
    }
    out += `${prefix}[redacted]`
    i += prefix.length
    while (i < tokens.length && isKeyChar(codes[i]!)) i += 1
  }
  return out
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A character as itself or as an escape (upper- or lower-case hex), at random. */
function spell(c: string, next: () => number): string {
  const roll = next()
  if (roll < 0.6) return c
  const hex = c.charCodeAt(0).toString(16).padStart(4, '0')
  return `\\u${roll < 0.8 ? hex : hex.toUpperCase()}`
}

/** Text built to sit near the edges: prefixes, near misses, escapes, escaped backslashes. */
function noisyText(next: () => number): string {
  const parts = [
    () => [...'sk_live_'].map((c) => spell(c, next)).join('') + 'abc-1_Z',
    () => [...'sk_test_'].map((c) => spell(c, next)).join(''),
    () =>
      [...['sk_li', 'sk_tes', 'ssk', 'sk', 's', 'k', 'task_'][Math.floor(next() * 7)]!].join(''),
    () => '\\\\u0073k_live_x', // an escaped backslash, then text
    () => '\\/',
    () => '\\u00e9',
    () => 'é',
    () => '\\uZZ12',
    () => '\\u00\x17\x13', // not hex digits, though they are once lower-cased
    () => ' plain words, "quoted" ',
  ]
  let text = ''
  for (let n = 0; n < 30; n++) text += parts[Math.floor(next() * parts.length)]!()
  return text
}

function redactInRandomPieces(text: string, next: () => number): string {
  const bytes = Buffer.from(text)
  const redactor = new KeyRedactor()
  const out: Buffer[] = []
  let from = 0
  while (from < bytes.length) {
    const to = Math.min(bytes.length, from + 1 + Math.floor(next() * 12))
    out.push(redactor.push(bytes.subarray(from, to)))
    from = to
  }
  out.push(redactor.end())
  return Buffer.concat(out).toString('utf8')
}

describe('key redaction, the fast path and its edges', () => {
  it('gives what the plain rule gives, whole or in random pieces', () => {
    const next = random(78)
    for (let n = 0; n < 400; n++) {
      const text = noisyText(next)
      const expected = reference(text)
      expect(redactKeys(Buffer.from(text)).toString('utf8')).toBe(expected)
      expect(redactInRandomPieces(text, next)).toBe(expected)
    }
  })

  it('reads only hex digits as an escape', () => {
    const text = '"\\u00\x17\x13k_live_abc"'
    expect(redactKeys(Buffer.from(text)).toString('utf8')).toBe(text)
  })

  it('passes a chunk that holds no possible prefix back as the same buffer', () => {
    const redactor = new KeyRedactor()
    const chunk = Buffer.from('{"items":[{"id":"task_1","mask":"s","note":"no keys here"}]}')
    expect(redactor.push(chunk)).toBe(chunk)
    expect(redactor.end().length).toBe(0)
  })

  it('holds back an s that ends a chunk until the next one says what it starts', () => {
    const redactor = new KeyRedactor()
    expect(redactor.push(Buffer.from('"a s')).toString()).toBe('"a ')
    expect(redactor.push(Buffer.from('k_live_abc"')).toString()).toBe('sk_live_[redacted]"')
    expect(redactor.push(Buffer.from('"s')).toString()).toBe('"')
    expect(redactor.push(Buffer.from('un"')).toString()).toBe('sun"')
  })
})
