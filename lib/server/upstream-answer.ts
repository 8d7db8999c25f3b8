import 'server-only'
import type { IncomingMessage } from 'node:http'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { getEnv } from '@/lib/config/env'
import { filterResponseHeaders } from './proxy-rules'
import { StudioError, upstreamTimeout } from './studio-error'
import { readBody, type UpstreamAnswer } from './upstream'

/** Answers up to this size are read whole (the catalog, every error); larger ones stream. */
const BUFFERED_LIMIT = 1024 * 1024

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i
const TEXT_TYPE = /^text\/plain\s*(?:;|$)/i

/** Keys never reach the browser, even when the upstream echoes one in an error. */
function redactKeys(text: string): string {
  return text.replace(/sk_(?:live|test)_[A-Za-z0-9_-]+/g, 'sk_live_[redacted]')
}

const notJson = (type: string) =>
  new StudioError(
    502,
    'upstream_not_json',
    `The media service answered with ${type || 'an unlabelled body'} instead of data. ` +
      'The studio does not show it; try again in a moment.',
  )

const answerTooLarge = () =>
  new StudioError(502, 'upstream_answer_too_large', 'The media service sent an oversized error.')

function decoded(res: IncomingMessage): IncomingMessage {
  const encoding = String(res.headers['content-encoding'] ?? 'identity').toLowerCase()
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null
  if (!decoder) return res
  res.once('error', (error) => decoder.destroy(error))
  // A decoder is read exactly like the message: chunks, end, error, destroy.
  return res.pipe(decoder) as unknown as IncomingMessage
}

function headersOf(answer: UpstreamAnswer): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  return headers
}

/** A body stream that errors (ending the browser's read) after `idleMs` without a chunk. */
function idleBoundedStream(res: IncomingMessage, first: Buffer, idleMs: number) {
  const chunks = res[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first)
    },
    async pull(controller) {
      let timer: NodeJS.Timeout | undefined
      const idle = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(upstreamTimeout()), idleMs)
      })
      try {
        const next = (await Promise.race([chunks.next(), idle])) as IteratorResult<Buffer>
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      } catch (error) {
        res.destroy()
        controller.error(error)
      } finally {
        clearTimeout(timer)
      }
    },
    cancel() {
      res.destroy()
    },
  })
}

/** The first chunk (or the end), or a 504 when the upstream sends headers and then nothing. */
function firstChunk(res: IncomingMessage, idleMs: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup()
      res.destroy()
      reject(upstreamTimeout())
    }, idleMs)
    const onData = (chunk: Buffer) => {
      cleanup()
      res.pause() // later chunks wait in the stream for idleBoundedStream's reads
      resolve(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(null)
    }
    const onError = () => {
      cleanup()
      reject(upstreamTimeout())
    }
    const cleanup = () => {
      clearTimeout(timer)
      res.off('data', onData).off('end', onEnd).off('error', onError)
    }
    res.on('data', onData).once('end', onEnd).once('error', onError)
  })
}

/**
 * Turns an upstream answer into what the browser gets at the studio's origin: only JSON (or,
 * where allowed, plain text) with its status and an allowlist of headers; errors read whole so
 * keys can be redacted; a silent upstream becomes a 504 in words instead of a hung request.
 */
export async function toBrowserResponse(
  answer: UpstreamAnswer,
  { allowText = false } = {},
): Promise<Response> {
  const idleMs = getEnv().STUDIO_UPSTREAM_IDLE_TIMEOUT_MS
  const headers = filterResponseHeaders(headersOf(answer))
  const { status } = answer
  const type = String(answer.headers['content-type'] ?? '')
  const declaredEmpty = answer.headers['content-length'] === '0'
  if (status === 204 || status === 304 || (declaredEmpty && status < 400)) {
    answer.body.resume()
    return new Response(null, { status, headers })
  }
  if (!JSON_TYPE.test(type) && !(allowText && TEXT_TYPE.test(type))) {
    answer.body.destroy()
    throw notJson(type.split(';')[0]?.trim() ?? '')
  }
  const body = decoded(answer.body)
  const length = Number(answer.headers['content-length'] ?? NaN)
  if (status >= 400 || length <= BUFFERED_LIMIT) {
    const raw = await readBody(body, BUFFERED_LIMIT, idleMs).catch((error: unknown) => {
      throw error instanceof StudioError && error.status === 504 ? error : answerTooLarge()
    })
    const bytes = status >= 400 ? Buffer.from(redactKeys(raw.toString('utf8'))) : raw
    headers.set('content-length', String(bytes.length))
    return new Response(bytes.length ? new Uint8Array(bytes) : null, { status, headers })
  }
  const first = await firstChunk(body, idleMs)
  if (!first) return new Response(null, { status, headers })
  return new Response(idleBoundedStream(body, first, idleMs), { status, headers })
}
