import 'server-only'
import { randomUUID } from 'node:crypto'
import { parse as parseCookies, serialize as serializeCookie } from 'cookie'
import { sealData, unsealData } from 'iron-session'
import { isSecure, type HeaderReader } from './request-head'
import { getRevocationStore } from './revocation'
import { getSessionSecret } from './session-secret'

export interface SessionData {
  apiKey: string
  /** The demo account's name when connected through a demo button. */
  demo?: string
  connectedAt: string
  /** Session id: sign-out revokes it, which ends every copy of the cookie. */
  sid: string
  /** When this seal was made (ms); a seal lives TTL_SECONDS and is renewed while in use. */
  iat: number
}

const COOKIE_BASE_NAME = 'media_studio_session'
/** A sealed cookie (and any copy of it) dies an hour after it was last renewed. */
export const TTL_SECONDS = 60 * 60
/** A cookie in use is resealed once it is this old. */
export const RENEW_AFTER_MS = 10 * 60 * 1000
/** However often renewed, a session ends this long after the key was connected. */
const MAX_SESSION_MS = 14 * 24 * 60 * 60 * 1000

/** A new session for a connected key. */
export function newSession(apiKey: string, demo?: string): SessionData {
  const now = Date.now()
  return { apiKey, demo, connectedAt: new Date(now).toISOString(), sid: randomUUID(), iat: now }
}

function sessionEnd(data: SessionData): number {
  return Date.parse(data.connectedAt) + MAX_SESSION_MS
}

/** The last moment a session can be in use, however often renewed (a run's key dies with it). */
export const sessionEndsAt = (data: SessionData): number => sessionEnd(data)

/** Over https the cookie takes the `__Host-` prefix, which requires Secure, Path=/ and no Domain. */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${COOKIE_BASE_NAME}` : COOKIE_BASE_NAME
}

export function isSecureRequest(request: Request): boolean {
  return isSecure(request.headers, new URL(request.url).protocol.replace(':', ''))
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
  if (hit.until <= Date.now()) return null
  unsealCache.set(key, hit)
  return hit.data
}

function remember(key: string, data: SessionData) {
  if (unsealCache.size >= UNSEAL_CACHE_LIMIT) {
    const oldest = unsealCache.keys().next().value
    if (oldest !== undefined) unsealCache.delete(oldest)
  }
  const sealExpiry = data.iat + TTL_SECONDS * 1000
  unsealCache.set(key, { data, until: Math.min(Date.now() + UNSEAL_CACHE_MS, sealExpiry) })
}

function isSessionData(data: Partial<SessionData>): data is SessionData {
  return (
    typeof data.apiKey === 'string' &&
    data.apiKey !== '' &&
    typeof data.sid === 'string' &&
    typeof data.iat === 'number' &&
    typeof data.connectedAt === 'string'
  )
}

/** The session a sealed cookie carries, or null when it is absent, forged, expired or over. */
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
    // Cookies sealed before sessions had ids carry a 14-day seal nobody can revoke: refused.
    const now = Date.now()
    const expired = !isSessionData(data) || data.iat + TTL_SECONDS * 1000 <= now
    if (expired || sessionEnd(data) <= now) return null
    remember(sealed, data)
    return data
  } catch {
    return null
  }
}

/** A session that is sealed validly and not signed out (on any instance). */
export async function activeSession(
  sealed: string | undefined,
  secret = getSessionSecret(),
): Promise<SessionData | null> {
  const data = await unsealSession(sealed, secret)
  if (!data) return null
  return (await getRevocationStore().isRevoked(data.sid)) ? null : data
}

/** Signs a session out everywhere: no copy of its cookie is accepted any more. */
export async function revokeSession(data: SessionData): Promise<void> {
  await getRevocationStore().revoke(data.sid, sessionEnd(data) + TTL_SECONDS * 1000)
}

/**
 * The Set-Cookie that renews a session in use (a fresh one-hour seal), or null while the
 * current seal is recent or the session has reached its end.
 */
export async function renewalCookie(
  data: SessionData,
  secure: boolean,
  now = Date.now(),
): Promise<string | null> {
  if (now - data.iat < RENEW_AFTER_MS || sessionEnd(data) <= now) return null
  return serializeSessionCookie(await sealSession({ ...data, iat: now }), secure)
}

export function serializeSessionCookie(value: string, secure: boolean, maxAge = TTL_SECONDS) {
  return serializeCookie(sessionCookieName(secure), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge,
    secure,
  })
}

export function clearSessionCookie(secure: boolean): string {
  return serializeSessionCookie('', secure, 0)
}

function sealedCookieOf(request: { headers: HeaderReader }): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  const cookies = parseCookies(header)
  return cookies[sessionCookieName(true)] ?? cookies[sessionCookieName(false)]
}

/** Reads the session from a request's cookies (either cookie name, so http->https moves work). */
export async function readSession(request: { headers: HeaderReader }): Promise<SessionData | null> {
  return activeSession(sealedCookieOf(request))
}

/**
 * The session a request's cookie carries, signed out or not (no store is asked): what a sign-out
 * or a new sign-in revokes. Revoking one already revoked changes nothing.
 */
export async function sealedSessionOf(request: {
  headers: HeaderReader
}): Promise<SessionData | null> {
  return unsealSession(sealedCookieOf(request))
}

export function keyHint(apiKey: string): string {
  return apiKey.slice(-4)
}
