import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Route = (req: IncomingMessage, res: ServerResponse) => void

export interface LoopbackServer {
  url: (path: string) => string
  close: () => Promise<void>
}

/** A plain HTTP server on 127.0.0.1 playing the "public URL" the service fetches assets from. */
export async function startLoopbackServer(routes: Record<string, Route>): Promise<LoopbackServer> {
  const server = createServer((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname]
    if (route) return route(req, res)
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not here')
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as AddressInfo
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

/** Serves fixed bytes with a type (and their length). */
export const bytesRoute =
  (data: Buffer, type: string): Route =>
  (_req, res) => {
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': data.length }).end(data)
  }

/**
 * Streams `total` bytes of `type` in 1 MiB chunks; without `declare` there is no Content-Length
 * (chunked encoding), so only counting while reading can enforce a limit.
 */
export const streamRoute =
  (total: number, type: string, declare = false): Route =>
  (_req, res) => {
    res.writeHead(200, { 'Content-Type': type, ...(declare ? { 'Content-Length': total } : {}) })
    const chunk = Buffer.alloc(1024 * 1024, 7)
    let sent = 0
    const pump = () => {
      while (sent < total && !res.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent))
        sent += piece.length
        if (!res.write(piece)) return void res.once('drain', pump)
      }
      if (!res.destroyed) res.end()
    }
    res.on('close', () => (sent = total))
    pump()
  }
