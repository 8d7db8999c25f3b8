import 'server-only'
import { randomBytes } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import { BlockList, isIP, type Socket } from 'node:net'
import { getEnv } from '@/lib/config/env'

/**
 * Where a request comes from, for the limits that count by address (lib/server/sign-in-limit.ts).
 *
 * A route handler gets a web Request, which does not carry its connection. Node announces every
 * request on a diagnostics channel before the server's handler sees it; the subscriber copies the
 * connection's address into a header whose name is random per process, so no client can send
 * one that is believed (Next's own X-Forwarded-For keeps whatever the client sent).
 *
 * X-Forwarded-For is believed only from the proxies STUDIO_TRUSTED_PROXIES names, and only as far
 * as they go: from the right, each address added by a trusted proxy is followed, and the first
 * one that is not a trusted proxy is the client (the rest of the header, left of it, is the
 * client's own say and is ignored).
 */
declare global {
  var mediaStudioPeerHeader: string | undefined
}

/** Installs the subscriber once per process; instrumentation.ts calls it before any request. */
export function recordPeerAddresses(): void {
  if (globalThis.mediaStudioPeerHeader) return
  const header = `x-media-studio-peer-${randomBytes(12).toString('hex')}`
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket }
    request.headers[header] = socket.remoteAddress ?? ''
  })
  globalThis.mediaStudioPeerHeader = header
}

/** The connection's own address (null outside a server that recorded it: tests, a build). */
function peerOf(request: Request): string | null {
  const header = globalThis.mediaStudioPeerHeader
  return (header && plainAddress(request.headers.get(header))) || null
}

/** An address as written in X-Forwarded-For (`[::1]:443`, `10.0.0.1:5000`) without its port. */
function plainAddress(value: string | null | undefined): string | null {
  let text = value?.trim() ?? ''
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  if (text.toLowerCase().startsWith('::ffff:') && isIP(text.slice(7)) === 4) text = text.slice(7)
  return isIP(text) ? text : null
}

export function trustedProxyList(setting: string | undefined): BlockList | null {
  if (!setting?.trim()) return null
  const list = new BlockList()
  for (const entry of setting.split(',')) {
    const [address = '', prefix] = entry.trim().split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return list
}

let trusted: { setting: string | undefined; list: BlockList | null } | undefined
function trustedProxies(): BlockList | null {
  const setting = getEnv().STUDIO_TRUSTED_PROXIES
  if (!trusted || trusted.setting !== setting) {
    trusted = { setting, list: trustedProxyList(setting) }
  }
  return trusted.list
}

const isIn = (list: BlockList, address: string) =>
  list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')

/** The client's address, or null when the server did not record the connection's. */
export function clientAddressOf(request: Request, proxies = trustedProxies()): string | null {
  let address = peerOf(request)
  if (!address || !proxies) return address
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',')
  for (let i = hops.length - 1; i >= 0 && isIn(proxies, address); i--) {
    const hop = plainAddress(hops[i])
    if (!hop) break // a hop that is not an address: the last proxy's word is as far as it goes
    address = hop
  }
  return address
}

/**
 * What the limits count by: an IPv4 address, or an IPv6 address's /64 (one household or server
 * is handed a whole /64, so its single addresses would be free to change for every request).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
