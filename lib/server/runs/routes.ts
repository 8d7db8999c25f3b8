import 'server-only'
import { StudioError } from '../studio-error'
import { readSession, sessionEndsAt, type SessionData } from '../session'
import { nothingHere } from '../workspace/route-kit'
import { runsRuntime } from './runtime'
import { sealRunKey } from './sealed-key'

/** The session of a run's route (the route kit has checked it already: this reads the cache). */
export async function sessionOf(request: Request): Promise<SessionData> {
  const session = await readSession(request)
  if (!session) throw new StudioError(401, 'not_connected', 'Connect your API key to continue.')
  return session
}

/** The session's key, sealed for a run until the session's own end. */
export async function sealFor(session: SessionData) {
  return {
    sessionId: session.sid,
    sealedKey: await sealRunKey(
      { apiKey: session.apiKey, sid: session.sid },
      sessionEndsAt(session),
    ),
  }
}

/** Asks this instance's drivers to take the account now; a queue not up yet finds it by its sweep. */
export async function nudgeDriver(account: string): Promise<void> {
  try {
    await (await runsRuntime()).queue.nudge(account)
  } catch (error) {
    console.warn(`[runs] nudge: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export const noSuchRun = () => nothingHere('There is no such run.')
