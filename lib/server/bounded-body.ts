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

/**
 * How deep the studio's own JSON may nest. Its deepest body (a story draft's scenes) is a few
 * levels; a body nested thousands deep overflowed the stack of the schema that parsed it, a 500
 * where the request deserved a refusal in words.
 */
export const MAX_JSON_DEPTH = 64

/** Whether a parsed JSON value nests deeper than `max` arrays and objects, walked without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [node, depth] = stack.pop()!
    if (typeof node !== 'object' || node === null) continue
    if (depth >= max) return true
    for (const child of Object.values(node)) stack.push([child, depth + 1])
  }
  return false
}

/**
 * The bytes as UTF-8 text; bytes that are not UTF-8 are a 400 in words. A lenient decoder turned
 * them into replacement characters, and a board could be named "bad\uFFFD\uFFFD" by a request no
 * page of the studio sends.
 */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new StudioError(400, 'invalid_request', 'The request body is not UTF-8 text.')
  }
}

/**
 * A bounded body parsed as JSON; a body that is not UTF-8 JSON, or nests too deep, is a 400 in
 * words. A lone surrogate inside JSON text ("\ud83c") is taken: a label cut at a fixed length can
 * split an emoji, and the store keeps it with U+FFFD in its place (lib/server/workspace/rows.ts).
 */
export async function readBoundedJson(
  request: Request,
  limitBytes = SMALL_BODY_LIMIT_BYTES,
): Promise<unknown> {
  // Every studio page sends its writes as JSON; a body labelled otherwise (a form post, plain text)
  // is refused unread (docs/architecture.md §4).
  if (!isJsonMediaType(request.headers.get('content-type'))) {
    throw new StudioError(
      415,
      'unsupported_media_type',
      'The request body must be sent as JSON (Content-Type: application/json).',
    )
  }
  const text = decodeUtf8(await readBoundedBody(request, limitBytes))
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new StudioError(400, 'invalid_request', 'The request body must be JSON.')
  }
  if (nestsDeeperThan(json, MAX_JSON_DEPTH)) {
    throw new StudioError(
      400,
      'invalid_request',
      `The request body nests more than ${MAX_JSON_DEPTH} levels deep.`,
    )
  }
  return json
}

/** `application/json`, with or without parameters (`; charset=utf-8`), in any case. */
export function isJsonMediaType(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}
