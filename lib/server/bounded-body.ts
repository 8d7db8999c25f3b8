import 'server-only'
import { StudioError } from './studio-error'

/** A sign-in, and any small form the studio reads itself, fits in a few KiB. */
export const SMALL_BODY_LIMIT_BYTES = 16 * 1024

export const bodyTooLarge = (limitBytes: number) =>
  new StudioError(
    413,
    'request_too_large',
    `The request is larger than the studio accepts here (${Math.round(limitBytes / 1024)} KiB at most).`,
  )

/**
 * The body of a request the studio reads itself (not the proxy's streams), refused with a 413 as
 * soon as it is known to exceed `limitBytes`: at once when Content-Length says so, else when the
 * bytes pulled pass the limit. What is beyond the limit is never pulled, so a huge or endless
 * body (chunked too) costs at most the limit in memory and time.
 */
export async function readBoundedBody(
  request: Request,
  limitBytes = SMALL_BODY_LIMIT_BYTES,
): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= limitBytes)) throw bodyTooLarge(limitBytes)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > limitBytes) throw bodyTooLarge(limitBytes)
      chunks.push(value)
    }
  } catch (error) {
    // Stop the sender: nothing more is pulled from the socket.
    reader.cancel().catch(() => undefined)
    throw error
  }
  const body = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    body.set(chunk, at)
    at += chunk.byteLength
  }
  return body
}

/** A bounded body parsed as JSON; a body that is not JSON is a 400 in words. */
export async function readBoundedJson(
  request: Request,
  limitBytes = SMALL_BODY_LIMIT_BYTES,
): Promise<unknown> {
  const text = new TextDecoder().decode(await readBoundedBody(request, limitBytes))
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new StudioError(400, 'invalid_request', 'The request body must be JSON.')
  }
}
