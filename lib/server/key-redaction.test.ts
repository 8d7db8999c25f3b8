import { describe, expect, it } from 'vitest'
import { KeyRedactor, redactKeys } from './key-redaction'

const redact = (text: string) => redactKeys(Buffer.from(text)).toString('utf8')

/** Redacts `text` fed in the given pieces, as a stream would. */
function redactInPieces(text: string, cuts: number[]): string {
  const bytes = Buffer.from(text)
  const redactor = new KeyRedactor()
  const out: Buffer[] = []
  let from = 0
  for (const cut of [...cuts, bytes.length]) {
    out.push(redactor.push(bytes.subarray(from, cut)))
    from = cut
  }
  out.push(redactor.end())
  return Buffer.concat(out).toString('utf8')
}

/** Every string (keys and values) inside a parsed JSON document. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsOf)
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...stringsOf(v)])
  }
  return []
}

const LEAK = /sk_(?:live|test)_[A-Za-z0-9_-]/

describe('key redaction', () => {
  it.each([
    ['plain', '{"detail":"key sk_live_abc_123-XYZ is bad"}'],
    ['a test key', '{"detail":"sk_test_abc"}'],
    ['an escaped first letter', '{"detail":"\\u0073k_live_abc"}'],
    ['an escaped underscore', '{"detail":"sk\\u005flive_abc"}'],
    ['upper-case hex', '{"detail":"sk\\u005Flive_abc"}'],
    ['an escaped key body', '{"detail":"sk_live_\\u0061\\u0062c"}'],
    [
      'every character escaped',
      `{"detail":"${[...'sk_live_ab'].map((c) => `\\u00${c.charCodeAt(0).toString(16)}`).join('')}"}`,
    ],
    ['a key as a property name', '{"sk_live_abc":1}'],
    ['a key in a 2xx listing', '{"items":[{"note":"sk_live_secret1"},{"note":"sk_live_secret2"}]}'],
  ])('leaves no key in the parsed JSON: %s', (_, text) => {
    const redacted = redact(text)
    const strings = stringsOf(JSON.parse(redacted))
    expect(strings.join(' ')).not.toMatch(LEAK)
    expect(redacted).toContain('[redacted]')
  })

  it('keeps every other byte, and the JSON valid', () => {
    expect(redact('{"a":"x sk_live_abc. y","b":"\\u00e9\\/\\\\","c":[1,2.5e3,true,null]}')).toBe(
      '{"a":"x sk_live_[redacted]. y","b":"\\u00e9\\/\\\\","c":[1,2.5e3,true,null]}',
    )
  })

  it('ends a key at an escape that is not a key character', () => {
    expect(redact('"sk_live_abc\\/def"')).toBe('"sk_live_[redacted]\\/def"')
    expect(redact('"sk_live_abc\\u0020def"')).toBe('"sk_live_[redacted]\\u0020def"')
  })

  it('does not take an escaped backslash for the start of an escape', () => {
    // The string is `\u0073k_live_x`: text, not a key; rewriting it would break the JSON.
    const text = '{"a":"\\\\u0073k_live_x"}'
    expect(redact(text)).toBe(text)
  })

  it.each(['ssk_live_abc', 'sk_tesk_live_abc', 'sk_lisk_test_abc', 'sksk_live_abc'])(
    'finds a key that starts inside a near miss: %s',
    (text) => {
      expect(redact(text)).not.toMatch(LEAK)
      expect(redact(text)).toMatch(/\[redacted\]$/)
    },
  )

  it.each(['sk_lime', 'sk_', 's', 'sk_live', '\\u0073', 'plain text', 'sk_tes'])(
    'passes a near miss unchanged: %s',
    (text) => {
      expect(redact(text)).toBe(text)
    },
  )

  it('gives the same bytes whatever the chunk boundaries', () => {
    const text =
      '{"a":"\\u0073k_live_ab\\u0063d","b":"sk\\u005flive_x-y_z","c":"é sk_test_q\\/","d":"\\\\u0073k_live_n"}'
    const whole = redact(text)
    expect(whole).not.toMatch(LEAK)
    const length = Buffer.byteLength(text)
    for (let cut = 0; cut <= length; cut += 1) {
      expect(redactInPieces(text, [cut])).toBe(whole)
    }
    const everyByte = Array.from({ length }, (_, k) => k)
    expect(redactInPieces(text, everyByte)).toBe(whole)
  })

  it('holds back only a prefix, however long the key', () => {
    const redactor = new KeyRedactor()
    expect(redactor.push(Buffer.from('"sk_live_')).toString()).toBe('"sk_live_[redacted]')
    expect(redactor.push(Buffer.from('a'.repeat(100_000))).length).toBe(0)
    expect(redactor.push(Buffer.from('"}')).toString()).toBe('"}')
  })
})
