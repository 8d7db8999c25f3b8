import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

/** Bytes several streams may write together (one request's files share one budget). */
export class ByteBudget {
  used = 0

  constructor(readonly limit: number) {}

  /** Counts `bytes`; false once the total is over the limit. */
  take(bytes: number): boolean {
    this.used += bytes
    return this.used <= this.limit
  }
}

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`)
  }
}

/**
 * Streams `source` into `file` chunk by chunk (never holding the whole body), failing with
 * TooLargeError as soon as the budget is exceeded, whatever any header claimed. A partial file is
 * removed on every failure. Resolves with the bytes written.
 */
export async function writeLimited(
  source: Readable | ReadableStream<Uint8Array>,
  file: string,
  budget: ByteBudget,
): Promise<number> {
  let written = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      written += chunk.length
      if (!budget.take(chunk.length)) return done(new TooLargeError(budget.limit))
      done(null, chunk)
    },
  })
  const input = source instanceof Readable ? source : Readable.fromWeb(source as NodeReadableStream)
  try {
    await pipeline(input, counter, createWriteStream(file, { flags: 'wx' }))
    return written
  } catch (error) {
    await rm(file, { force: true })
    throw error
  }
}
