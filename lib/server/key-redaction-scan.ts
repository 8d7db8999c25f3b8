import 'server-only'

export const BACKSLASH = 0x5c
export const LETTER_S = 0x73
const LETTER_U = 0x75
const LETTER_K = 0x6b
/** What a JSON escape other than `\uXXXX` stands for: never a character of a key. */
const NOT_A_KEY_CHAR = -1

/** The value of the 4 hex digits at `from`, or -1 when they are not all hex digits. */
function hexAt(data: Buffer, from: number): number {
  let value = 0
  for (let k = from; k < from + 4; k++) {
    const c = data[k]!
    const letter = c | 0x20 // lower-cases a letter
    const digit =
      c >= 0x30 && c <= 0x39 ? c - 0x30 : letter >= 0x61 && letter <= 0x66 ? letter - 0x57 : -1
    if (digit < 0) return -1
    value = value * 16 + digit
  }
  return value
}

/**
 * Where the character that starts at `i` ends: one byte, or a whole escape (`\uXXXX`, or `\` and
 * one byte). -1 when the chunk ends inside an escape, whose bytes then wait for the next chunk.
 */
export function readToken(data: Buffer, i: number): number {
  if (data[i] !== BACKSLASH) return i + 1
  if (i + 1 >= data.length) return -1
  if (data[i + 1] !== LETTER_U) return i + 2
  if (i + 6 > data.length) return -1
  return hexAt(data, i + 2) >= 0 ? i + 6 : i + 2
}

/** The character code the token `data[i..end)` stands for. */
export function tokenCode(data: Buffer, i: number, end: number): number {
  if (end - i === 1) return data[i]!
  return end - i === 6 ? hexAt(data, i + 2) : NOT_A_KEY_CHAR
}

const PREFIXES = ['sk_live_', 'sk_test_'].map((p) => Buffer.from(p))
const PREFIX_LENGTH = 8
const LONGEST_PARTIAL = PREFIX_LENGTH - 1

/** `data[from..to)` is the start of a key prefix, written plainly (`s`, `sk_`, `sk_tes`...). */
function isPartialPrefix(data: Buffer, from: number, to: number): boolean {
  return PREFIXES.some((prefix) => {
    for (let k = from; k < to; k++) if (data[k] !== prefix[k - from]) return false
    return true
  })
}

/** The earliest place in `data[from..to)` from which the bytes up to `to` start a prefix, or -1. */
function partialBefore(data: Buffer, from: number, to: number): number {
  for (let p = Math.max(from, to - LONGEST_PARTIAL); p < to; p++) {
    if (isPartialPrefix(data, p, to)) return p
  }
  return -1
}

/** The first key prefix written plainly at or after `from`: found by its `k` (a rare byte). */
function plainPrefixFrom(data: Buffer, from: number): number {
  for (let k = data.indexOf(LETTER_K, from + 1); k !== -1; k = data.indexOf(LETTER_K, k + 1)) {
    if (data[k - 1] === LETTER_S && isPartialPrefix(data, k - 1, k - 1 + PREFIX_LENGTH))
      return k - 1
  }
  return -1
}

/**
 * For one chunk: a function giving the first place at or after `from` (which must start a
 * character, not fall inside an escape) where a key prefix could start, or -1. A prefix's eight
 * characters are each written as itself or as an escape, so it is found as one of:
 * - the whole prefix written plainly (`sk_live_`, `sk_test_`);
 * - an escape (any backslash), with the plain start of a prefix just before it (`sk` in
 *   `sk\u005flive_`), if any;
 * - the plain start of a prefix that ends the chunk (`sk_li`): the rest may come in the next one.
 * Bytes elsewhere start no prefix, and a plain byte is never inside an escape (its bytes after the
 * backslash are `u` and hex digits, or one other byte), so they pass unread. The searches are
 * `Buffer.indexOf` for one byte (memchr: a backslash, and `k`, rare in JSON), each run again only
 * once `from` has passed its last find, so a chunk is read about once however many finds it has.
 */
export function nextPrefixStart(data: Buffer): (from: number) => number {
  let backslash = -2
  let plain = -2
  return (from) => {
    if (backslash !== -1 && backslash < from) backslash = data.indexOf(BACKSLASH, from)
    if (plain !== -1 && plain < from) plain = plainPrefixFrom(data, from)
    if (backslash !== -1 && (plain === -1 || backslash < plain)) {
      const partial = partialBefore(data, from, backslash)
      return partial === -1 ? backslash : partial
    }
    return plain !== -1 ? plain : partialBefore(data, from, data.length)
  }
}
