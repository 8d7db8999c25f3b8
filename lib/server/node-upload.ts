import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { guard, planV1, UPLOAD_IDLE_TIMEOUT_MS } from './proxy'
import { callUpstream } from './upstream'
import { toBrowserResponse } from './upstream-answer'

/** The rules need only the URL and headers of the request, never its body. */
function headersOnly(req: IncomingMessage, path: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${path}`, {
    method: req.method,
    headers,
  })
}

async function send(res: ServerResponse, response: Response) {
  const headers = new Headers(response.headers)
  const cookies = headers.getSetCookie()
  headers.delete('set-cookie')
  res.writeHead(response.status, {
    ...Object.fromEntries(headers),
    ...(cookies.length ? { 'set-cookie': cookies } : {}),
  })
  if (!response.body) return void res.end()
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res)
}

/**
 * Streams a Node request to the upstream with Node's own backpressure, so the studio holds only
 * a few socket buffers of an upload, however large, and pipes the answer back. An answer the
 * upstream gives before it has the whole body (413 file_too_large, 400 invalid_bucket) reaches
 * the browser as it is, and the studio stops sending.
 */
export async function streamUploadThrough(req: IncomingMessage, res: ServerResponse, path: string) {
  const callerGone = new AbortController()
  req.once('close', () => {
    if (!req.complete) callerGone.abort()
  })
  const response = await guard(async () => {
    const plan = await planV1(headersOnly(req, path), { streamed: true })
    const answer = await callUpstream({
      ...plan,
      body: req,
      socketIdleTimeoutMs: UPLOAD_IDLE_TIMEOUT_MS,
      signal: callerGone.signal,
    })
    const browserResponse = await toBrowserResponse(answer)
    if (plan.renewal) browserResponse.headers.append('set-cookie', plan.renewal)
    return browserResponse
  })
  // Refused before any upstream call: what the client still sends drains to nowhere.
  if (!req.readableFlowing) req.resume()
  try {
    await send(res, response)
  } catch {
    res.destroy()
  }
}
