import 'server-only'
import { bodyNotAllowed, framingRefused } from './studio-error'

/** How a request's body is delimited: what the proxy reads from the client and sends on. */
export type BodyFraming =
  { kind: 'none' } | { kind: 'length'; length: number } | { kind: 'chunked' }

/** Methods the service's routes take without a body (docs/service-contract.md §4). */
const BODYLESS_METHODS = ['GET', 'HEAD', 'DELETE', 'OPTIONS']

/**
 * Reads the body framing from the headers exactly as the client sent them (`rawHeaders`, name
 * and value pairs), refusing anything two parsers could read two ways: a Content-Length with a
 * Transfer-Encoding, either one repeated, a length that is not plain digits, a coding other than
 * chunked. Node's parser refuses most of these before the studio sees them; this holds even for
 * a server or a front proxy that lets one through. Throws a 400 StudioError.
 */
export function requestFraming(method: string, rawHeaders: readonly string[]): BodyFraming {
  const lengths: string[] = []
  const codings: string[] = []
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase()
    if (name === 'content-length') lengths.push(rawHeaders[i + 1]!.trim())
    if (name === 'transfer-encoding') codings.push(rawHeaders[i + 1]!.trim())
  }
  if (lengths.length > 1) throw framingRefused('Content-Length is repeated')
  if (codings.length > 1) throw framingRefused('Transfer-Encoding is repeated')
  const [length] = lengths
  const [coding] = codings
  if (length !== undefined && coding !== undefined) {
    throw framingRefused('both Content-Length and Transfer-Encoding are set')
  }
  let framing: BodyFraming = { kind: 'none' }
  if (coding !== undefined) {
    if (coding.toLowerCase() !== 'chunked') throw framingRefused(`Transfer-Encoding is ${coding}`)
    framing = { kind: 'chunked' }
  } else if (length !== undefined) {
    if (!/^\d{1,15}$/.test(length)) throw framingRefused('Content-Length is not a byte count')
    if (Number(length) > 0) framing = { kind: 'length', length: Number(length) }
  }
  if (framing.kind !== 'none' && BODYLESS_METHODS.includes(method.toUpperCase())) {
    throw bodyNotAllowed()
  }
  return framing
}
