import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RelayedStart {
  key: string
  prompt: string
}

/**
 * A relay in front of the service for one studio instance: every request goes on as it came,
 * and each POST is seen by `onStart` with the answer the service gave, which it may withhold
 * (return false): the service made the job, the instance never hears of it.
 */
export async function startRelay(
  target: string,
  onStart: (start: RelayedStart, count: number) => boolean | Promise<boolean> = () => true,
) {
  const starts: RelayedStart[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const body = Buffer.concat(chunks)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers.set(name, value)
      }
      try {
        const answer = await fetch(`${target}${req.url}`, {
          method: req.method,
          headers,
          body: req.method === 'POST' ? body : undefined,
        })
        const text = await answer.text()
        if (req.method === 'POST') {
          const start = {
            key: req.headers['x-api-key'] as string,
            prompt: String(
              (JSON.parse(body.toString() || '{}') as { prompt?: unknown }).prompt ?? '',
            ),
          }
          starts.push(start)
          if (!(await onStart(start, starts.length))) return
        }
        const out: Record<string, string> = {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
        }
        const retryAfter = answer.headers.get('retry-after')
        if (retryAfter) out['retry-after'] = retryAfter
        res.writeHead(answer.status, out).end(text)
      } catch {
        res.destroy()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    starts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
