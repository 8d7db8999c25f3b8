import 'server-only'
import { cookies } from 'next/headers'
import { activeSession, sessionCookieName, type SessionData } from './session'

/** The session of the request being rendered (server components and layouts). */
export async function getCurrentSession(): Promise<SessionData | null> {
  const store = await cookies()
  const sealed =
    store.get(sessionCookieName(true))?.value ?? store.get(sessionCookieName(false))?.value
  return activeSession(sealed)
}
