import 'server-only'
import { sealData, unsealData } from 'iron-session'
import { getSessionSecret } from './session-secret'

export interface SessionData {
  apiKey: string
  /** The demo account's name when connected through a demo button. */
  demo?: string
  connectedAt: string
}

const COOKIE_BASE_NAME = 'media_studio_session'
const TTL_SECONDS = 60 * 60 * 24 * 14

/** Over https the cookie takes the `__Host-` prefix, which requires Secure, Path=/ and no Domain. */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${COOKIE_BASE_NAME}` : COOKIE_BASE_NAME
}

export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https'
}

export async function sealSession(data: SessionData, secret = getSessionSecret()): Promise<string> {
  return sealData(data, { password: secret, ttl: TTL_SECONDS })
}

// Unsealing costs two HMACs and a decryption per request; the proxy sees the same cookie on
// every call, so recent results are kept briefly (bounded, per secret).
const UNSEAL_CACHE_LIMIT = 1000
const UNSEAL_CACHE_MS = 5 * 60 * 1000
const unsealCache = new Map<string, { data: SessionData; until: number }>()
let unsealCacheSecret = ''

function cached(key: string): SessionData | null {
  const hit = unsealCache.get(key)
  if (!hit) return null
  unsealCache.delete(key)
  if (hit.until < Date.now()) return null
  unsealCache.set(key, hit)
  return hit.data
}

function remember(key: string, data: SessionData) {
  if (unsealCache.size >= UNSEAL_CACHE_LIMIT) {
    const oldest = unsealCache.keys().next().value
    if (oldest !== undefined) unsealCache.delete(oldest)
  }
  unsealCache.set(key, { data, until: Date.now() + UNSEAL_CACHE_MS })
}

export async function unsealSession(
  sealed: string | undefined,
  secret = getSessionSecret(),
): Promise<SessionData | null> {
  if (!sealed) return null
  if (secret !== unsealCacheSecret) {
    unsealCache.clear()
    unsealCacheSecret = secret
  }
  const hit = cached(sealed)
  if (hit) return hit
  try {
    const data = await unsealData<Partial<SessionData>>(sealed, {
      password: secret,
      ttl: TTL_SECONDS,
    })
    if (typeof data.apiKey !== 'string' || !data.apiKey) return null
    remember(sealed, data as SessionData)
    return data as SessionData
  } catch {
    return null
  }
}

export function serializeSessionCookie(value: string, secure: boolean, maxAge = TTL_SECONDS - 60) {
  const parts = [
    `${sessionCookieName(secure)}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export function clearSessionCookie(secure: boolean): string {
  return serializeSessionCookie('', secure, 0)
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** Reads the session from a request's cookies (either cookie name, so http->https moves work). */
export async function readSession(request: Request): Promise<SessionData | null> {
  const header = request.headers.get('cookie')
  const sealed =
    readCookie(header, sessionCookieName(true)) ?? readCookie(header, sessionCookieName(false))
  return unsealSession(sealed)
}

export function keyHint(apiKey: string): string {
  return apiKey.slice(-4)
}
