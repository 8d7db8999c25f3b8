import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { drain, installShutdown, onShutdown } from './shutdown'

// A SIGTERM stops new connections, lets answers in flight end within the grace period, and only
// then closes the pools.
let server: Server
let port = 0
const events: string[] = []

beforeAll(() => {
  // installShutdown follows the process's HTTP servers; its signal handlers are removed here.
  const before = { term: process.listeners('SIGTERM'), int: process.listeners('SIGINT') }
  installShutdown(1000)
  for (const l of process.listeners('SIGTERM'))
    if (!before.term.includes(l)) process.off('SIGTERM', l)
  for (const l of process.listeners('SIGINT')) if (!before.int.includes(l)) process.off('SIGINT', l)
})

beforeEach(async () => {
  events.length = 0
  const state = globalThis.mediaStudioShutdown!
  state.draining = false
  state.closers.length = 0
  state.servers.clear()
  server = createServer((req, res) => {
    const ms = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? 0)
    setTimeout(() => {
      events.push(`answered ${ms}`)
      res.end('done')
    }, ms)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterEach(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

function get(ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: `/?ms=${ms}`, agent: false }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk))
      res.on('end', () => resolve(text))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('graceful shutdown', () => {
  it('finishes the answer in flight, refuses new connections, then closes the pools', async () => {
    onShutdown('pool', () => events.push('pool closed'))
    const inFlight = get(300)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const drained = drain(5000, () => undefined)
    await expect(get(0)).rejects.toThrow(/ECONNREFUSED/)
    expect(await inFlight).toBe('done')
    await drained
    expect(events).toEqual(['answered 300', 'pool closed'])
  })

  it('cuts what is still running when the grace period ends, and closes the pools anyway', async () => {
    onShutdown('pool', () => events.push('pool closed'))
    const inFlight = get(5000)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await drain(200, () => undefined)
    await expect(inFlight).rejects.toThrow()
    expect(events).toEqual(['pool closed'])
  })

  it('installs once per process', () => {
    const before = process.listeners('SIGTERM').length
    installShutdown(1000)
    expect(process.listeners('SIGTERM').length).toBe(before)
  })
})
