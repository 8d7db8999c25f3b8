import 'server-only'
import type { ClientRequest } from 'node:http'
import { finished, Readable, Transform } from 'node:stream'
import type { UpstreamCall } from './upstream'

/** Headers that frame a message or steer a connection: the studio sets its own, never a caller's. */
const FRAMING_HEADERS = [
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'proxy-connection',
  'expect',
  'te',
  'trailer',
  'upgrade',
  'host',
]

/**
 * A streamed body of unknown length or over 1 MiB is sent only once the upstream says
 * `100 Continue` (as curl does), so a refusal it gives on the headers alone (413, 400) arrives
 * before any byte is sent, even from a server that closes without reading what it refused.
 * A server that ignores Expect gets the body after a short wait anyway.
 */
const EXPECT_CONTINUE_OVER_BYTES = 1024 * 1024
export const CONTINUE_WAIT_MS = 1000

/**
 * Pipes `body` into `req`, checking it is exactly `length` bytes when a length was sent. A body
 * that ends short (the client went away) or runs long destroys the upstream request, so the
 * service never waits for bytes that will not come nor reads extra bytes as a next request.
 * Returns a function that stops sending.
 */
export function sendBody(body: Readable, req: ClientRequest, length: number | null): () => void {
  let sent = 0
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length
      if (length !== null && sent > length) return done(new Error('body over its length'))
      done(null, chunk)
    },
    flush(done) {
      done(length !== null && sent !== length ? new Error('body short of its length') : null)
    },
  })
  checked.once('error', () => req.destroy())
  const stopWatching = finished(body, { writable: false }, (error) => {
    if (error) req.destroy()
  })
  body.pipe(checked).pipe(req)
  return () => {
    stopWatching()
    body.unpipe(checked)
    checked.unpipe(req)
  }
}

export function framedHeaders(call: UpstreamCall): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(call.headers ?? {})) {
    if (!FRAMING_HEADERS.includes(name.toLowerCase())) headers[name.toLowerCase()] = value
  }
  if (call.apiKey) headers['x-api-key'] = call.apiKey
  if (typeof call.body === 'string') {
    headers['content-length'] = String(Buffer.byteLength(call.body))
  } else if (call.body instanceof Readable) {
    if (call.bodyLength != null) headers['content-length'] = String(call.bodyLength)
    else headers['transfer-encoding'] = 'chunked'
    if (!(call.bodyLength != null && call.bodyLength <= EXPECT_CONTINUE_OVER_BYTES)) {
      headers.expect = '100-continue'
    }
  }
  return headers
}
