import 'server-only'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { Readable } from 'node:stream'
import { getEnv } from '@/lib/config/env'
import { upstreamTraceHeaders } from './request-context'
import { callerGone, upstreamTimeout, upstreamUnreachable } from './studio-error'
import { framedHeaders, sendBody, CONTINUE_WAIT_MS } from './upstream-framing'
import { upstreamAgent } from './upstream-pool'

export interface UpstreamCall {
  method?: string
  /** Path and query on the upstream, still percent-encoded. */
  pathAndQuery: string
  apiKey?: string
  /** Content headers only: how the request is framed is decided here, never by the caller. */
  headers?: Record<string, string>
  /** A Node stream (uploads, App Router bodies) is piped with backpressure. */
  body?: Readable | string | null
  /** A stream's exact length, checked as it is sent; without it the stream is sent chunked. */
  bodyLength?: number | null
  /** Longest wait for the answer's headers once the whole request has been sent. */
  answerTimeoutMs?: number
  /** Uploads: the connection may be silent this long while the upstream reads the body. */
  sendIdleTimeoutMs?: number
  /** The caller (browser) went away. */
  signal?: AbortSignal
}

export interface UpstreamAnswer {
  status: number
  headers: IncomingMessage['headers']
  body: IncomingMessage
  /** The upstream answered before it had the whole request body (413, 400): we stopped sending. */
  early: boolean
}

/** Only reads are sent again after a pooled connection fails: a start must stay one POST. */
const RETRIED_METHODS = ['GET', 'HEAD']

/**
 * The one way the studio server talks to the service: adds the base URL and the key, frames the
 * request itself, bounds the wait for the answer, and turns network failures into StudioErrors
 * (502/504, or 499 when the caller itself went away). Upstream HTTP errors are answers.
 */
export async function callUpstream(call: UpstreamCall): Promise<UpstreamAnswer> {
  try {
    return await callOnce(call)
  } catch (error) {
    // A pooled connection the upstream closed just as it was reused, before any answer: a read
    // is sent once more on a fresh connection; anything else may have been acted on, so it is not.
    const method = (call.method ?? 'GET').toUpperCase()
    if (error instanceof StaleConnection && RETRIED_METHODS.includes(method)) return callOnce(call)
    throw error instanceof StaleConnection ? upstreamUnreachable() : error
  }
}

class StaleConnection extends Error {}

function callOnce(call: UpstreamCall): Promise<UpstreamAnswer> {
  const target = new URL(`${getEnv().upstreamUrl}${call.pathAndQuery}`)
  const https = target.protocol === 'https:'
  const headers = { ...upstreamTraceHeaders(), ...framedHeaders(call) }
  const body = call.body

  // A caller already gone (a reload, a closed tab) opens no connection: a request destroyed
  // before it had an error listener would throw "socket hang up" at the whole process.
  if (call.signal?.aborted) return Promise.reject(callerGone())

  return new Promise((resolve, reject) => {
    let settled = false
    let answerTimer: NodeJS.Timeout | undefined
    let stopSending = () => {}
    const fail = (error: Error) => {
      if (settled) return
      settled = true
      clearTimeout(answerTimer)
      stopSending()
      call.signal?.removeEventListener('abort', onAbort)
      reject(error)
    }
    const req = (https ? httpsRequest : httpRequest)(target, {
      method: call.method ?? 'GET',
      headers,
      agent: upstreamAgent(https),
      // The pool's idle timeout must not apply to a socket in use: each call sets its own bound
      // on silence while it sends (0: none beyond the wait for the answer).
      timeout: call.sendIdleTimeoutMs ?? call.answerTimeoutMs ?? 0,
    })
    // Whether a connection was ever made: a failure before it means the service never saw the
    // request, so a paid start failed that way made nothing (lib/jobs/paid-start.ts).
    let connected = false
    req.on('socket', (socket) => {
      if (!socket.connecting) connected = true
      else socket.once('connect', () => (connected = true))
    })
    // Listened to before anything can destroy the request.
    req.on('error', (error: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')
      fail(stale ? new StaleConnection() : upstreamUnreachable({ neverSent: !connected }))
    })
    const onAbort = () => {
      req.destroy()
      fail(callerGone())
    }
    call.signal?.addEventListener('abort', onAbort, { once: true })
    // The wait for the answer starts once the request is all sent: an upload's body may take
    // long, but a service that stops answering after it is bounded like any other call.
    req.once('finish', () => {
      if (settled || !call.answerTimeoutMs) return
      answerTimer = setTimeout(() => {
        req.destroy()
        fail(upstreamTimeout())
      }, call.answerTimeoutMs)
    })
    req.on('timeout', () => {
      if (settled) return // the answer's readers bound their own silences
      req.destroy()
      fail(upstreamTimeout())
    })
    req.once('response', (res) => {
      if (settled) return void res.destroy()
      settled = true
      clearTimeout(answerTimer)
      call.signal?.removeEventListener('abort', onAbort)
      // An answer while the body is still being sent: stop sending, let what the client still
      // sends drain to nowhere, and never reuse this half-written connection.
      const early = body instanceof Readable && !req.writableFinished
      if (early) {
        stopSending()
        body.resume()
        res.once('close', () => req.destroy())
      }
      resolve({ status: res.statusCode ?? 502, headers: res.headers, body: res, early })
    })

    if (!(body instanceof Readable)) return void req.end(body ?? undefined)
    const length = call.bodyLength ?? null
    const send = () => {
      if (!settled) stopSending = sendBody(body, req, length)
    }
    if (headers.expect === undefined) return send()
    const fallback = setTimeout(send, CONTINUE_WAIT_MS)
    // A refusal may follow the 100 in the same packet: it is read before the body goes.
    req.once('continue', () => {
      clearTimeout(fallback)
      setImmediate(send)
    })
    req.once('close', () => clearTimeout(fallback))
    req.flushHeaders()
  })
}

/** Reads an answer's whole body, at most `limit` bytes, failing on `idleMs` of silence. */
export function readBody(res: IncomingMessage, limit: number, idleMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let timer = setTimeout(onIdle, idleMs)
    function onIdle() {
      res.destroy()
      reject(upstreamTimeout())
    }
    res.on('data', (chunk: Buffer) => {
      clearTimeout(timer)
      size += chunk.length
      if (size > limit) {
        res.destroy()
        return reject(upstreamUnreachable())
      }
      chunks.push(chunk)
      timer = setTimeout(onIdle, idleMs)
    })
    res.once('end', () => {
      clearTimeout(timer)
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
    })
    res.once('error', () => {
      clearTimeout(timer)
      reject(upstreamUnreachable())
    })
  })
}

/**
 * A JSON exchange with the service: GET by default, or a POST of `json`; returns the status and
 * the parsed body (null when not JSON). The answer is read up to 4 MB within the usual bounds.
 */
export async function upstreamJson(
  path: string,
  apiKey?: string,
  post?: { json: unknown },
): Promise<{ status: number; body: unknown }> {
  const env = getEnv()
  const answer = await callUpstream({
    pathAndQuery: path,
    apiKey,
    ...(post
      ? {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify(post.json),
        }
      : { headers: { accept: 'application/json' } }),
    answerTimeoutMs: env.STUDIO_UPSTREAM_TIMEOUT_MS,
  })
  const raw = await readBody(answer.body, 4 * 1024 * 1024, env.STUDIO_UPSTREAM_IDLE_TIMEOUT_MS)
  let body: unknown = null
  try {
    body = JSON.parse(raw.toString('utf8'))
  } catch {
    // not JSON: the caller only needs the status
  }
  return { status: answer.status, body }
}
