import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline } from 'node:stream/promises'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { getEnv } from '@/lib/config/env'
import { filterResponseHeaders, type AnswerScope } from './relay-rules'
import { nodeHeaders } from './request-head'
import { StudioError, isStudioError, upstreamTimeout } from './studio-error'
import { KeyRedactor, keyRedactingStream, redactKeys } from './key-redaction'
import { readBody, type UpstreamAnswer } from './upstream'

/** Answers up to this size are read whole (the catalog, every error); larger ones stream. */
const BUFFERED_LIMIT = 1024 * 1024

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i
const TEXT_TYPE = /^text\/plain\s*(?:;|$)/i

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
      res.pause() // later chunks wait in the stream until the pipe reads them
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

/** Pipes the rest of a body; `idleMs` without a chunk ends the browser's read with an error. */
async function pipeIdleBounded(
  body: IncomingMessage,
  res: ServerResponse,
  idleMs: number,
  redactor: KeyRedactor,
) {
  // Silence is the upstream's only while the studio is reading: a browser that reads slowly
  // pauses the body (backpressure), which is not the upstream stalling.
  const timer = setTimeout(function onIdle() {
    if (body.isPaused()) return void timer.refresh()
    body.destroy(upstreamTimeout())
  }, idleMs)
  body.on('data', () => timer.refresh())
  try {
    await pipeline(body, keyRedactingStream(redactor), res)
  } finally {
    clearTimeout(timer)
  }
}

export interface AnswerOptions {
  /** Plain text may pass too (the public `/llms.txt`). */
  allowText?: boolean
  /** A Set-Cookie to add (the session's renewal). */
  setCookie?: string | null
  /** `shared` for the public documents only: the service's caching headers pass for those. */
  scope?: AnswerScope
}

/**
 * Writes an upstream answer as the browser gets it at the studio's origin: only JSON (or, where
 * allowed, plain text) with its status and an allowlist of headers; keys redacted from every
 * answer, small ones read whole and large ones as they stream; a silent upstream becomes a 504 in words instead of a hung request. Throws a
 * StudioError while nothing has been written yet.
 */
export async function sendAnswer(
  res: ServerResponse,
  answer: UpstreamAnswer,
  { allowText = false, setCookie, scope = 'account' }: AnswerOptions = {},
): Promise<void> {
  const idleMs = getEnv().STUDIO_UPSTREAM_IDLE_TIMEOUT_MS
  const headers: Record<string, string | string[]> = filterResponseHeaders(
    nodeHeaders(answer.headers),
    scope,
  )
  if (setCookie) headers['set-cookie'] = [setCookie]
  const { status } = answer
  const type = String(answer.headers['content-type'] ?? '')
  const declaredEmpty = answer.headers['content-length'] === '0'
  if (status === 204 || status === 304 || (declaredEmpty && status < 400)) {
    answer.body.resume()
    return void res.writeHead(status, headers).end()
  }
  if (!JSON_TYPE.test(type) && !(allowText && TEXT_TYPE.test(type))) {
    answer.body.destroy()
    throw notJson(type.split(';')[0]?.trim() ?? '')
  }
  const body = decoded(answer.body)
  const length = Number(answer.headers['content-length'] ?? NaN)
  if (status >= 400 || length <= BUFFERED_LIMIT) {
    const raw = await readBody(body, BUFFERED_LIMIT, idleMs).catch((error: unknown) => {
      throw isStudioError(error) && error.status === 504 ? error : answerTooLarge()
    })
    const bytes = redactKeys(raw)
    headers['content-length'] = String(bytes.length)
    return void res.writeHead(status, headers).end(bytes)
  }
  const first = await firstChunk(body, idleMs)
  // Redacting may change the length, so a streamed answer goes out chunked.
  delete headers['content-length']
  res.writeHead(status, headers)
  if (!first) return void res.end()
  const redactor = new KeyRedactor()
  res.write(redactor.push(first))
  await pipeIdleBounded(body, res, idleMs, redactor)
}
