import 'server-only'
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { Readable } from 'node:stream'
import { getEnv } from '@/lib/config/env'
import { upstreamTraceHeaders } from './request-context'
import { onShutdown } from './shutdown'
import { callerGone, upstreamTimeout, upstreamUnreachable } from './studio-error'

// One keep-alive pool per protocol, outside Next's patched fetch: a proxied request reuses a warm
// connection instead of paying for fetch's per-call machinery (issue 15: proxy throughput).
const agentOptions = { keepAlive: true, keepAliveMsecs: 1000, maxSockets: 256, maxFreeSockets: 64 }
const httpAgent = new HttpAgent(agentOptions)
const httpsAgent = new HttpsAgent(agentOptions)
onShutdown('upstream connections', () => [httpAgent, httpsAgent].forEach((a) => a.destroy()))

export interface UpstreamCall {
  method?: string
  /** Path and query on the upstream, still percent-encoded. */
  pathAndQuery: string
  apiKey?: string
  headers?: Record<string, string>
  /** A Node stream (uploads, App Router bodies) is piped with backpressure. */
  body?: Readable | string | null
  /** Aborts when response headers have not arrived by then. */
  headersTimeoutMs?: number
  /** Uploads: the socket may be silent this long while the upstream reads (instead of the above). */
  socketIdleTimeoutMs?: number
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

/**
 * The one way the studio server talks to the service: adds the base URL and the key, bounds the
 * wait for response headers, and turns network failures into StudioErrors (502/504, or 499 when
 * the caller itself went away). Upstream HTTP errors are answers, returned untouched.
 */
export async function callUpstream(call: UpstreamCall): Promise<UpstreamAnswer> {
  try {
    return await callOnce(call)
  } catch (error) {
    // A pooled connection the upstream closed just as it was reused: a request without a body
    // was not read by anyone, so it is sent once more on a fresh connection.
    if (error instanceof StaleConnection && !call.body) return callOnce(call)
    throw error instanceof StaleConnection ? upstreamUnreachable() : error
  }
}

class StaleConnection extends Error {}

/**
 * A streamed body of unknown length or over 1 MiB is sent only once the upstream says
 * `100 Continue` (as curl does), so a refusal it gives on the headers alone (413, 400) arrives
 * before any byte is sent, even from a server that closes without reading what it refused.
 * A server that ignores Expect gets the body after a short wait anyway.
 */
const EXPECT_CONTINUE_OVER_BYTES = 1024 * 1024
const CONTINUE_WAIT_MS = 1000

function expectsContinue(call: UpstreamCall): boolean {
  if (!(call.body instanceof Readable)) return false
  const length = Number(call.headers?.['content-length'] ?? NaN)
  return !(length <= EXPECT_CONTINUE_OVER_BYTES)
}

function callOnce(call: UpstreamCall): Promise<UpstreamAnswer> {
  const target = new URL(`${getEnv().upstreamUrl}${call.pathAndQuery}`)
  const https = target.protocol === 'https:'
  const headers: Record<string, string> = { ...call.headers, ...upstreamTraceHeaders() }
  if (call.apiKey) headers['x-api-key'] = call.apiKey
  if (typeof call.body === 'string')
    headers['content-length'] = String(Buffer.byteLength(call.body))
  const waitForContinue = expectsContinue(call)
  if (waitForContinue) headers.expect = '100-continue'

  return new Promise((resolve, reject) => {
    let settled = false
    let timer: NodeJS.Timeout | undefined
    const fail = (error: Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      call.signal?.removeEventListener('abort', onAbort)
      reject(error)
    }
    const req = (https ? httpsRequest : httpRequest)(target, {
      method: call.method ?? 'GET',
      headers,
      agent: https ? httpsAgent : httpAgent,
      ...(call.socketIdleTimeoutMs ? { timeout: call.socketIdleTimeoutMs } : {}),
    })
    const onAbort = () => {
      req.destroy()
      fail(callerGone())
    }
    if (call.signal?.aborted) return onAbort()
    call.signal?.addEventListener('abort', onAbort, { once: true })
    if (call.headersTimeoutMs) {
      timer = setTimeout(() => {
        req.destroy()
        fail(upstreamTimeout())
      }, call.headersTimeoutMs)
    }
    req.once('timeout', () => {
      req.destroy()
      fail(upstreamTimeout())
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      const stale = req.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')
      fail(stale ? new StaleConnection() : upstreamUnreachable())
    })

    const body = call.body
    req.once('response', (res) => {
      if (settled) return void res.destroy()
      settled = true
      clearTimeout(timer)
      call.signal?.removeEventListener('abort', onAbort)
      // An answer while the body is still being sent: stop sending, let what the client still
      // sends drain to nowhere, and never reuse this half-written connection.
      const early = body instanceof Readable && !req.writableFinished
      if (early) {
        body.unpipe(req)
        body.resume()
        res.once('close', () => req.destroy())
      }
      resolve({ status: res.statusCode ?? 502, headers: res.headers, body: res, early })
    })

    if (body instanceof Readable) {
      body.once('error', () => req.destroy())
      if (!waitForContinue) return void body.pipe(req)
      const send = () => {
        clearTimeout(fallback)
        if (!settled) body.pipe(req)
      }
      const fallback = setTimeout(send, CONTINUE_WAIT_MS)
      // A refusal may follow the 100 in the same packet: it is read before the body goes.
      req.once('continue', () => setImmediate(send))
      req.flushHeaders()
    } else {
      req.end(body ?? undefined)
    }
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

/** GET a JSON document upstream; returns the status and the parsed body (null when not JSON). */
export async function upstreamJson(
  path: string,
  apiKey?: string,
): Promise<{ status: number; body: unknown }> {
  const env = getEnv()
  const answer = await callUpstream({
    pathAndQuery: path,
    apiKey,
    headers: { accept: 'application/json' },
    headersTimeoutMs: env.STUDIO_UPSTREAM_TIMEOUT_MS,
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
