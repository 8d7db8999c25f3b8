import 'server-only'
import { cookies } from 'next/headers'
import { cache } from 'react'
import { activeSession, sessionCookieName, type SessionData } from './session'
import { isSessionStoreUnavailable } from './studio-error'

/** What a page knows of its visitor: signed in, not, or cannot tell (the store is not answering). */
export type CurrentSession =
  | { state: 'connected'; session: SessionData }
  | { state: 'signed-out' }
  | { state: 'unavailable'; message: string }

/**
 * The session of the request being rendered (server components and layouts), decided once per
 * render however many of them ask. A session store that cannot answer is a state the page shows
 * in words, never Next's bare error page.
 */
export const getCurrentSession = cache(async function currentSession(): Promise<CurrentSession> {
  const store = await cookies()
  const sealed =
    store.get(sessionCookieName(true))?.value ?? store.get(sessionCookieName(false))?.value
  try {
    const session = await activeSession(sealed)
    return session ? { state: 'connected', session } : { state: 'signed-out' }
  } catch (error) {
    if (!isSessionStoreUnavailable(error)) throw error
    return { state: 'unavailable', message: (error as Error).message }
  }
})
