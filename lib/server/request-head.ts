import 'server-only'
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'

/** Reads one header by its lower-case name; a web `Headers` is one as it is. */
export interface HeaderReader {
  get(name: string): string | null
}

/** What the proxy's rules read of a request: never its body. */
export interface RequestHead {
  method: string
  /** The path as sent, still percent-encoded: the rules judge what the browser spelled. */
  rawPath: string
  /** The query with its `?`, or ''. */
  search: string
  headers: HeaderReader
  /** Reached over https (directly or behind a proxy that says so). */
  secure: boolean
}

export function nodeHeaders(headers: IncomingHttpHeaders): HeaderReader {
  return {
    get(name) {
      const value = headers[name]
      if (value === undefined) return null
      return Array.isArray(value) ? value.join(', ') : value
    },
  }
}

/** The protocol a proxy in front of the studio reports, else the connection's own. */
export function isSecure(headers: HeaderReader, ownProtocol: string): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return (forwarded ?? ownProtocol) === 'https'
}

export function nodeRequestHead(req: IncomingMessage): RequestHead {
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  const headers = nodeHeaders(req.headers)
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true
  return {
    method: req.method ?? 'GET',
    rawPath: query < 0 ? url : url.slice(0, query),
    search: query < 0 ? '' : url.slice(query),
    headers,
    secure: isSecure(headers, encrypted ? 'https' : 'http'),
  }
}
