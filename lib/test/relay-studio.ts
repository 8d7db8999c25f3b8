import { createServer, type Server } from 'node:http'
import type { Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * The studio's proxy on a Node server of its own, as pages/api/service-relay.ts serves it: tests
 * call it over HTTP like the browser does. `handled` settles once each request's handler ends.
 */
export async function startProxyStudio() {
  const { relayRequest } = await import('@/lib/server/relay')
  const handled: Promise<void>[] = []
  const sockets: Socket[] = []
  const server: Server = createServer((req, res) => {
    sockets.push(req.socket)
    handled.push(relayRequest(req, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    port: (server.address() as AddressInfo).port,
    /** The promise of the last request's handler. */
    lastHandled: () => handled.at(-1),
    /** Bytes the studio read from the last request's connection (headers and body). */
    lastBytesRead: () => sockets.at(-1)?.bytesRead ?? 0,
    /** Sends a request as the browser would (`path` after `/api`). */
    fetch: (path: string, init: RequestInit = {}) =>
      fetch(`${origin}/api${path}`, { ...init, ...(init.body ? { duplex: 'half' } : {}) }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
