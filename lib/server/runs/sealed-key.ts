import 'server-only'
import { sealData, unsealData } from 'iron-session'
import { getSessionSecret } from '../session-secret'

/**
 * The key a run sends with, sealed as the session cookie is (iron-session, the session secret):
 * the database holds only the seal, for as long as the run has items left, and the seal itself
 * dies with the session it came from (`until`, the session's last moment).
 */
interface SealedRunKey {
  apiKey: string
  sid: string
}

export async function sealRunKey(
  key: SealedRunKey,
  untilMs: number,
  secret = getSessionSecret(),
): Promise<string> {
  const ttl = Math.max(60, Math.floor((untilMs - Date.now()) / 1000))
  return sealData(key, { password: secret, ttl })
}

/** The key and its session, or null when the seal is absent, forged or past its session's end. */
export async function unsealRunKey(
  sealed: string | null,
  secret = getSessionSecret(),
): Promise<SealedRunKey | null> {
  if (!sealed) return null
  try {
    const data = await unsealData<Partial<SealedRunKey>>(sealed, { password: secret })
    return typeof data.apiKey === 'string' && data.apiKey && typeof data.sid === 'string'
      ? { apiKey: data.apiKey, sid: data.sid }
      : null
  } catch {
    return null
  }
}
