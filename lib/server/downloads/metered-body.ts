import 'server-only'
import { Readable } from 'node:stream'

/** Why a file's bytes stopped before its end. */
export type Cut = 'too-large' | 'stalled' | 'failed'

export interface MeteredBody {
  /** The file's bytes, pulled from the origin only as fast as they are read. */
  stream: Readable
  /** Bytes passed on so far. */
  bytes(): number
  /** Settles when the bytes end: null when the file was whole. */
  ended: Promise<Cut | null>
}

/**
 * A fetched file's body, bounded: it ends (without an error: the archive stays readable) once
 * `maxBytes` have passed, or when the origin sends nothing for `idleMs` while the archive is
 * waiting for more. The wait is timed only while a read is pending, so a browser that reads the
 * ZIP slowly (and so pauses the reads) never counts as a stalled origin.
 */
export function meteredBody(
  body: ReadableStream<Uint8Array>,
  { maxBytes, idleMs }: { maxBytes: number; idleMs: number },
): MeteredBody {
  const reader = body.getReader()
  let passed = 0
  let finished = false
  let settle: (cut: Cut | null) => void = () => undefined
  const ended = new Promise<Cut | null>((resolve) => (settle = resolve))
  const finish = (cut: Cut | null) => {
    if (finished) return
    finished = true
    if (cut) reader.cancel().catch(() => undefined)
    stream.push(null)
    settle(cut)
  }
  const stream = new Readable({
    read() {
      const timer = setTimeout(() => finish('stalled'), idleMs)
      reader.read().then(
        (next) => {
          clearTimeout(timer)
          if (finished) return
          if (next.done) return finish(null)
          const room = maxBytes - passed
          if (next.value.byteLength > room) {
            if (room > 0) stream.push(next.value.subarray(0, room))
            passed = maxBytes
            return finish('too-large')
          }
          passed += next.value.byteLength
          stream.push(next.value)
        },
        () => {
          clearTimeout(timer)
          finish('failed')
        },
      )
    },
    destroy(error, callback) {
      if (!finished) {
        finished = true
        reader.cancel().catch(() => undefined)
        settle('failed')
      }
      callback(error)
    },
  })
  return { stream, bytes: () => passed, ended }
}
