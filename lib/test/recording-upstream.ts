import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/** One request as the recording upstream framed it from the bytes it received. */
export interface RecordedRequest {
  /** Which connection it arrived on (0, 1, ... in order of connection). */
  connection: number
  method: string
  target: string
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>
  /** The request line and headers exactly as received, up to and including the blank line. */
  head: string
  body: Buffer
}

/** What the test wants done with a request once its head has arrived. */
export type Reply =
  | { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number }
  /** Answer before the body arrives, then drop the connection (as a server refusing an upload). */
  | { early: true; status: number; body?: unknown; close?: boolean }
  /** Never answer. */
  | 'hang'
  /** Close the connection at once, as a server ending an idle keep-alive connection does. */
  | 'reset'

/** Methods whose handlers answer without reading a body. */
const READS = ['GET', 'HEAD', 'DELETE']

type Handler = (request: Omit<RecordedRequest, 'body'>) => Reply

function response(status: number, body: unknown, headers: Record<string, string> = {}): string {
  const text = JSON.stringify(body ?? { ok: true })
  const lines = [
    `HTTP/1.1 ${status} X`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(text)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n${text}`
}

/**
 * A fake service on a bare TCP server that frames requests itself, exactly as HTTP/1.1 says
 * (Content-Length, else chunked, else no body), and records the bytes: a request whose framing
 * lies shows up here as the wrong number of requests or as one request's bytes inside another's
 * body, just as a real server would misread them.
 */
export async function startRecordingUpstream(handler: Handler = () => ({ status: 200 })) {
  const requests: RecordedRequest[] = []
  /** Every request head received, complete or not: `connection` says where it arrived. */
  const heads: Omit<RecordedRequest, 'body'>[] = []
  const connections: { socket: Socket; bytes: number; closed: boolean }[] = []
  /** Bytes received that never formed a whole request (a body still expected, a torn head). */
  const leftovers: Buffer[] = []
  const server: Server = createServer((socket) => {
    const state = { socket, bytes: 0, closed: false }
    const index = connections.push(state) - 1
    let buffer: Buffer = Buffer.alloc(0)
    let pending: (Omit<RecordedRequest, 'body'> & { reply: Reply }) | null = null
    socket.on('error', () => undefined)
    const answer = (reply: {
      status: number
      body?: unknown
      headers?: Record<string, string>
      delayMs?: number
    }) => {
      const text = response(reply.status, reply.body, reply.headers)
      if (!reply.delayMs) return void socket.write(text)
      setTimeout(() => socket.write(text), reply.delayMs)
    }
    socket.on('close', () => {
      state.closed = true
      if (buffer.length) leftovers[index] = buffer
    })
    socket.on('data', (chunk: Buffer) => {
      state.bytes += chunk.length
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        if (!pending) {
          const end = buffer.indexOf('\r\n\r\n')
          if (end < 0) return
          const head = buffer.subarray(0, end + 4).toString('latin1')
          buffer = buffer.subarray(end + 4)
          const [requestLine = '', ...lines] = head.slice(0, -4).split('\r\n')
          const [method = '', target = ''] = requestLine.split(' ')
          const headers: Record<string, string> = {}
          for (const line of lines) {
            const colon = line.indexOf(':')
            const name = line.slice(0, colon).trim().toLowerCase()
            const value = line.slice(colon + 1).trim()
            headers[name] = name in headers ? `${headers[name]}, ${value}` : value
          }
          const request = { connection: index, method, target, headers, head }
          heads.push(request)
          const reply = handler(request)
          if (reply === 'reset') return void socket.destroy()
          pending = { ...request, reply }
          if (typeof reply === 'object' && 'early' in reply) {
            socket.write(response(reply.status, reply.body, { connection: 'close' }))
            requests.push({ ...request, body: Buffer.alloc(0) })
            if (reply.close !== false) socket.destroy()
            return
          }
          if (headers.expect?.toLowerCase() === '100-continue') {
            socket.write('HTTP/1.1 100 Continue\r\n\r\n')
          }
          // Like a web framework, a read is answered once its head is in; the server still
          // takes the body the framing announces before it reads the next request.
          if (READS.includes(method) && reply !== 'hang' && !('early' in reply)) {
            answer(reply)
            pending.reply = 'hang'
          }
        }
        const body = takeBody(buffer, pending.headers)
        if (!body) return
        buffer = body.rest
        const { reply, ...request } = pending
        pending = null
        requests.push({ ...request, body: body.body })
        if (reply === 'hang' || reply === 'reset') continue
        if (!('early' in reply)) answer(reply)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    heads,
    connections,
    leftovers,
    close: () => {
      for (const { socket } of connections) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** The body the framing headers announce, once all of it is in `buffer`; null until then. */
function takeBody(
  buffer: Buffer,
  headers: Record<string, string>,
): { body: Buffer; rest: Buffer } | null {
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
    const parts: Buffer[] = []
    let at = 0
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at)
      if (lineEnd < 0) return null
      const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16)
      if (size === 0) {
        const end = buffer.indexOf('\r\n', lineEnd + 2)
        if (end < 0) return null
        return { body: Buffer.concat(parts), rest: buffer.subarray(end + 2) }
      }
      if (buffer.length < lineEnd + 2 + size + 2) return null
      parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size))
      at = lineEnd + 2 + size + 2
    }
  }
  const length = Number(headers['content-length'] ?? 0)
  if (buffer.length < length) return null
  return { body: buffer.subarray(0, length), rest: buffer.subarray(length) }
}
