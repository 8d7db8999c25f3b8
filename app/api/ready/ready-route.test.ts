import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// The service stand-in counts the readiness probes that reach it.
let probes = 0
const upstream = createServer((req, res) => {
  probes += 1
  setTimeout(() => res.writeHead(401, { 'content-type': 'application/json' }).end('{}'), 20)
})
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
afterAll(() => upstream.close())

process.env.STUDIO_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-ready-route-'))
delete process.env.DATABASE_URL
const { GET } = await import('./route')

describe('GET /api/ready', () => {
  it('asks the service once for a flood of calls, and tells the missing workspace in words', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => GET(new Request('http://localhost/api/ready'))),
    )
    expect(probes).toBe(1)
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(await answers[0]!.json()).toEqual({
      status: 'ready',
      checks: {
        service: 'ok',
        revocation_store: 'ok',
        database: 'degraded: the studio was started without its database',
      },
    })
    expect(answers[0]!.headers.get('x-request-id')).toBeTruthy()
    expect(answers[0]!.headers.get('cache-control')).toBe('no-store')
  })
})
