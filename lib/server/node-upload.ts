import 'server-only'
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { pipeline } from 'node:stream/promises'
import { getEnv } from '@/lib/config/env'
import { guard, planV1 } from './proxy'
import { filterResponseHeaders } from './proxy-rules'
import { StudioError, upstreamTimeout, upstreamUnreachable } from './studio-error'

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

async function sendJson(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Streams a Node request to the upstream with Node's own backpressure, so the studio holds only
 * a few socket buffers of an upload, however large, and pipes the answer back.
 */
export async function streamUploadThrough(req: IncomingMessage, res: ServerResponse, path: string) {
  let plan
  try {
    plan = await planV1(headersOnly(req, path))
  } catch (error) {
    return sendJson(res, await guard(() => Promise.reject(error)))
  }
  const target = new URL(`${getEnv().upstreamUrl}${plan.pathAndQuery}`)
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  const headers = Object.fromEntries(plan.headers)
  const upstreamReq = send(target, {
    method: plan.method,
    headers: { ...headers, 'x-api-key': plan.apiKey },
    timeout: plan.timeoutMs,
  })
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    upstreamReq.once('response', resolve)
    upstreamReq.once('timeout', () => upstreamReq.destroy(upstreamTimeout()))
    upstreamReq.once('error', reject)
  })
  req.once('close', () => {
    if (!req.complete) upstreamReq.destroy()
  })
  // The upstream may answer (413, 400) before it has read the body: stop sending then.
  void pipeline(req, upstreamReq).catch(() => undefined)
  try {
    const upstreamRes = await answered
    const filtered = filterResponseHeaders(
      new Headers(upstreamRes.headers as Record<string, string>),
    )
    res.writeHead(upstreamRes.statusCode ?? 502, Object.fromEntries(filtered))
    await pipeline(upstreamRes, res)
  } catch (error) {
    if (res.headersSent) return void res.destroy()
    const studioError = error instanceof StudioError ? error : upstreamUnreachable()
    await sendJson(res, studioError.toResponse())
  }
}
