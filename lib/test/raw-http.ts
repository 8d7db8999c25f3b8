import { connect, type Socket } from 'node:net'

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Parses one answer from the bytes a raw client received (Content-Length framed, or to close). */
function parseAnswer(bytes: Buffer): RawAnswer | null {
  const end = bytes.indexOf('\r\n\r\n')
  if (end < 0) return null
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const body = bytes.subarray(end + 4)
  const length = headers['content-length']
  if (length !== undefined && body.length < Number(length)) return null
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: body.subarray(0, length === undefined ? undefined : Number(length)).toString('utf8'),
  }
}

/**
 * Writes `bytes` on a fresh connection to the studio exactly as given (no client library fixes
 * its framing) and resolves with the first answer, or `closed` when none came.
 */
export function rawRequest(
  port: number,
  bytes: string | Buffer,
  { keepOpen = false }: { keepOpen?: boolean } = {},
): Promise<RawAnswer | 'closed'> & { socket: Socket } {
  const socket = connect(port, '127.0.0.1')
  const done = new Promise<RawAnswer | 'closed'>((resolve) => {
    let received = Buffer.alloc(0)
    socket.on('error', () => undefined)
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const answer = parseAnswer(received)
      if (answer && answer.headers['content-length'] !== undefined) {
        if (!keepOpen) socket.destroy()
        resolve(answer)
      }
    })
    socket.on('close', () => resolve(parseAnswer(received) ?? 'closed'))
  })
  socket.write(bytes)
  return Object.assign(done, { socket })
}
