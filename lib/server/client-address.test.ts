import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/config/env'
import {
  addressKey,
  clientAddressOf,
  recordPeerAddresses,
  trustedProxyList,
} from './client-address'

recordPeerAddresses()

/** A web Request built from Node's, as Next builds the one a route handler gets. */
const webRequestOf = (req: IncomingMessage) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  return new Request(`http://localhost${req.url}`, { headers })
}

const seen: Request[] = []
const server = createServer((req, res) => {
  seen.push(webRequestOf(req))
  res.end()
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const port = (server.address() as AddressInfo).port
afterAll(() => server.close())

/** A request from `localAddress` (any 127.x.y.z is this machine) with the given headers. */
function send(headers: Record<string, string>, localAddress = '127.0.0.1') {
  return new Promise<Request>((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', localAddress, headers, agent: false }, (res) => {
      res.resume()
      res.once('end', () => resolve(seen.at(-1)!))
    })
      .once('error', reject)
      .end()
  })
}

describe('the client address', () => {
  it("is the connection's, whatever the client writes in its headers", async () => {
    const forged = await send({
      'x-forwarded-for': '192.0.2.1',
      'x-real-ip': '192.0.2.2',
      [globalThis.mediaStudioPeerHeader!]: '192.0.2.3',
    })
    expect(clientAddressOf(forged, null)).toBe('127.0.0.1')
    expect(clientAddressOf(await send({}, '127.0.0.2'), null)).toBe('127.0.0.2')
  })

  it('follows X-Forwarded-For only through the proxies the setting trusts', async () => {
    const request = await send({ 'x-forwarded-for': '192.0.2.1, 198.51.100.4' })
    expect(clientAddressOf(request, null)).toBe('127.0.0.1')
    expect(clientAddressOf(request, trustedProxyList('127.0.0.1'))).toBe('198.51.100.4')
    expect(clientAddressOf(request, trustedProxyList('127.0.0.0/8, 198.51.100.0/24'))).toBe(
      '192.0.2.1',
    )
    // From a peer that is not a trusted proxy, the header is the client's own say.
    expect(clientAddressOf(request, trustedProxyList('10.0.0.1'))).toBe('127.0.0.1')
  })

  it('stops at a hop that is not an address, and reads one with a port', async () => {
    const junk = await send({ 'x-forwarded-for': '192.0.2.1, unknown' })
    expect(clientAddressOf(junk, trustedProxyList('127.0.0.1'))).toBe('127.0.0.1')
    const ported = await send({ 'x-forwarded-for': '[2001:db8::1]:443' })
    expect(clientAddressOf(ported, trustedProxyList('127.0.0.1'))).toBe('2001:db8::1')
  })

  it('is unknown for a request no server recorded', () => {
    expect(clientAddressOf(new Request('http://localhost/'), null)).toBeNull()
  })

  it('counts an IPv6 address by its /64', () => {
    expect(addressKey('2001:db8:0:1::7')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:0db8:0000:0001:ffff:0:0:1')).toBe('2001:db8:0:1::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
  })

  it('refuses a trusted-proxy setting that is not addresses or ranges', () => {
    expect(() => parseEnv({ STUDIO_TRUSTED_PROXIES: 'my-proxy.internal' })).toThrow(
      /STUDIO_TRUSTED_PROXIES must list IP addresses or CIDR ranges/,
    )
    expect(parseEnv({ STUDIO_TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).STUDIO_TRUSTED_PROXIES).toBe(
      '10.0.0.0/8, ::1',
    )
  })
})
