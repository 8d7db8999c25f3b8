import 'server-only'
import { Transform } from 'node:stream'

const PREFIXES = ['sk_live_', 'sk_test_'].map((p) => [...p].map((c) => c.charCodeAt(0)))
const PREFIX_LENGTH = 8
const BACKSLASH = 0x5c
const LETTER_S = 0x73
/** What a JSON escape other than `\uXXXX` stands for: never a character of a key. */
const NOT_A_KEY_CHAR = -1

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

const HEX = /^[0-9a-fA-F]{4}$/

/**
 * Removes API keys from an answer as it streams through, however JSON spells them: each
 * character of `sk_live_…` may be written as itself or as a `\uXXXX` escape (`\u0073k_live_`,
 * `sk\u005flive_`), and a key may be split across chunks anywhere, even inside an escape. The
 * key becomes `sk_live_[redacted]`; everything else passes byte for byte. Memory is bounded:
 * at most a prefix's worth of bytes (8 escapes) is held back between chunks.
 */
export class KeyRedactor {
  /** Raw bytes of an escape cut by the end of a chunk. */
  private partialEscape = Buffer.alloc(0)
  /** The tokens (raw bytes) of a key prefix matched so far. */
  private candidate: { raw: number[]; code: number }[] = []
  /** Inside a key whose prefix has been replaced: its characters are dropped. */
  private swallowing = false
  private out: Buffer[] = []
  /** Single bytes written since the last run was pushed (few Buffers: the GC stays idle). */
  private bytes: number[] = []

  push(chunk: Buffer): Buffer {
    const data = this.partialEscape.length ? Buffer.concat([this.partialEscape, chunk]) : chunk
    this.partialEscape = Buffer.alloc(0)
    let runStart = 0
    let i = 0
    while (i < data.length) {
      const byte = data[i]!
      const idle = !this.swallowing && this.candidate.length === 0
      if (idle && byte !== BACKSLASH && byte !== LETTER_S) {
        i += 1
        continue
      }
      if (i > runStart) this.emitRun(data.subarray(runStart, i))
      let end = i + 1
      let code = byte
      if (byte === BACKSLASH) {
        if (i + 1 >= data.length || (data[i + 1] === 0x75 && i + 6 > data.length)) {
          this.partialEscape = Buffer.from(data.subarray(i))
          runStart = i = data.length
          break
        }
        const hex = data.subarray(i + 2, i + 6).toString('latin1')
        if (data[i + 1] === 0x75 && HEX.test(hex)) {
          end = i + 6
          code = parseInt(hex, 16)
        } else {
          end = i + 2
          code = NOT_A_KEY_CHAR
        }
      }
      this.token(Array.from(data.subarray(i, end)), code)
      runStart = i = end
    }
    if (runStart < data.length) this.emitRun(data.subarray(runStart))
    return this.take()
  }

  /** The bytes held back at the end of the answer (a prefix or an escape that went nowhere). */
  end(): Buffer {
    for (const t of this.candidate) this.bytes.push(...t.raw)
    this.candidate = []
    this.emitRun(this.partialEscape)
    this.partialEscape = Buffer.alloc(0)
    return this.take()
  }

  private emitRun(run: Buffer): void {
    if (this.bytes.length) this.out.push(Buffer.from(this.bytes))
    this.bytes = []
    if (run.length) this.out.push(run)
  }

  private take(): Buffer {
    this.emitRun(Buffer.alloc(0))
    const bytes = this.out.length === 1 ? this.out[0]! : Buffer.concat(this.out)
    this.out = []
    return bytes
  }

  private token(raw: number[], code: number): void {
    if (this.swallowing) {
      if (isKeyChar(code)) return
      this.swallowing = false
    }
    const at = this.candidate.length
    if (at === 0) {
      if (code === LETTER_S) this.candidate.push({ raw, code })
      else this.bytes.push(...raw)
      return
    }
    const codes = [...this.candidate.map((t) => t.code), code]
    const prefix = PREFIXES.find((p) => codes.every((c, k) => p[k] === c))
    if (!prefix) {
      // Not a key after all: the first token goes out, the rest may still start one.
      const [first, ...rest] = this.candidate
      this.candidate = []
      this.bytes.push(...first!.raw)
      for (const t of rest) this.token(t.raw, t.code)
      return this.token(raw, code)
    }
    this.candidate.push({ raw, code })
    if (this.candidate.length < PREFIX_LENGTH) return
    this.candidate = []
    this.swallowing = true
    for (const c of `${String.fromCharCode(...prefix)}[redacted]`) this.bytes.push(c.charCodeAt(0))
  }
}

/** Redacts keys from a whole body. */
export function redactKeys(body: Buffer): Buffer {
  const redactor = new KeyRedactor()
  return Buffer.concat([redactor.push(body), redactor.end()])
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
