import 'server-only'
import { Transform } from 'node:stream'
import { nextPrefixStart, readToken, tokenCode, BACKSLASH, LETTER_S } from './key-redaction-scan'

const PREFIXES = ['sk_live_', 'sk_test_'].map((p) => [...p].map((c) => c.charCodeAt(0)))
const PREFIX_LENGTH = 8
const REDACTED = PREFIXES.map((p) => Buffer.from(`${String.fromCharCode(...p)}[redacted]`))
const EMPTY = Buffer.alloc(0)

/** Characters a key is made of after its prefix (docs/service-contract.md §5). */
function isKeyChar(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f ||
    code === 0x2d
  )
}

/** One character as written: its raw bytes, what it stands for, and whether an earlier chunk sent it. */
interface Token {
  raw: Buffer
  code: number
  held: boolean
}

/**
 * Removes API keys from an answer as it streams through, however JSON spells them: each
 * character of `sk_live_…` may be written as itself or as a `\uXXXX` escape (`\u0073k_live_`,
 * `sk\u005flive_`), and a key may be split across chunks anywhere, even inside an escape. The
 * key becomes `sk_live_[redacted]`; everything else passes byte for byte. Memory is bounded:
 * at most a prefix's worth of bytes (8 escapes) is held back between chunks.
 *
 * The bytes between two places a prefix could start are passed on unread: `Buffer.indexOf` finds
 * those places (key-redaction-scan.ts), and only there does the redactor read character by
 * character, until it is back outside any prefix. A chunk that needs no change is returned as is.
 */
export class KeyRedactor {
  /** Raw bytes of an escape cut by the end of a chunk. */
  private partialEscape = EMPTY
  /** The characters of a key prefix matched so far. */
  private candidate: Token[] = []
  /** Inside a key whose prefix has been replaced: its characters are dropped. */
  private swallowing = false
  /** What this push passes on, in order. */
  private pieces: Buffer[] = []
  private length = 0
  /** A piece is not from this chunk (a replacement, or bytes held back from an earlier one). */
  private rewritten = false

  push(chunk: Buffer): Buffer {
    const data = this.partialEscape.length ? Buffer.concat([this.partialEscape, chunk]) : chunk
    this.partialEscape = EMPTY
    const next = nextPrefixStart(data)
    /** Where the bytes passed on unread, and not emitted yet, begin. */
    let run = 0
    let i = 0
    while (i < data.length) {
      if (!this.swallowing && this.candidate.length === 0) {
        // Nothing matched: everything up to the next place a prefix could start passes unread.
        const start = next(i)
        if (start === -1) break
        const end = readToken(data, start)
        if (end !== -1 && data[start] === BACKSLASH && tokenCode(data, start, end) !== LETTER_S) {
          i = end // an escape that is not an `s` starts nothing: it passes with the rest
          continue
        }
        this.emit(data.subarray(run, start), false)
        i = start
      } else if (this.swallowing && data[i] !== BACKSLASH && isKeyChar(data[i]!)) {
        run = i += 1
        continue
      }
      const end = readToken(data, i)
      if (end === -1) {
        this.partialEscape = Buffer.from(data.subarray(i))
        run = i = data.length
        break
      }
      this.token({ raw: data.subarray(i, end), code: tokenCode(data, i, end), held: false })
      run = i = end
    }
    this.emit(data.subarray(run), false)
    // A prefix not yet decided outlives this chunk.
    this.candidate = this.candidate.map((t) =>
      t.held ? t : { raw: Buffer.from(t.raw), code: t.code, held: true },
    )
    return this.take(data)
  }

  /** The bytes held back at the end of the answer (a prefix or an escape that went nowhere). */
  end(): Buffer {
    for (const t of this.candidate) this.emit(t.raw, true)
    this.candidate = []
    this.emit(this.partialEscape, true)
    this.partialEscape = EMPTY
    return this.take(EMPTY)
  }

  private emit(bytes: Buffer, rewritten: boolean): void {
    if (!bytes.length) return
    this.pieces.push(bytes)
    this.length += bytes.length
    if (rewritten) this.rewritten = true
  }

  /** This push's output: the chunk itself when every byte of it passed and nothing else did. */
  private take(data: Buffer): Buffer {
    const { pieces, length, rewritten } = this
    this.pieces = []
    this.length = 0
    this.rewritten = false
    if (!rewritten && length === data.length) return data
    return pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces, length)
  }

  private token(t: Token): void {
    if (this.swallowing) {
      if (isKeyChar(t.code)) return
      this.swallowing = false
    }
    const at = this.candidate.length
    if (at === 0) {
      if (t.code === LETTER_S) this.candidate.push(t)
      else this.emit(t.raw, t.held)
      return
    }
    const prefix = PREFIXES.find(
      (p) => p[at] === t.code && this.candidate.every((c, k) => p[k] === c.code),
    )
    if (!prefix) {
      // Not a key after all: the first character goes out, the rest may still start one.
      const [first, ...rest] = this.candidate
      this.candidate = []
      this.emit(first!.raw, first!.held)
      for (const r of rest) this.token(r)
      return this.token(t)
    }
    this.candidate.push(t)
    if (this.candidate.length < PREFIX_LENGTH) return
    this.candidate = []
    this.swallowing = true
    this.emit(REDACTED[PREFIXES.indexOf(prefix)]!, true)
  }
}

/** Redacts keys from a whole body. */
export function redactKeys(body: Buffer): Buffer {
  const redactor = new KeyRedactor()
  const head = redactor.push(body)
  const tail = redactor.end()
  return tail.length ? Buffer.concat([head, tail]) : head
}

/** A stream that redacts keys from what passes through it. */
export function keyRedactingStream(redactor = new KeyRedactor()): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, redactor.push(chunk))
    },
    flush(done) {
      done(null, redactor.end())
    },
  })
}
