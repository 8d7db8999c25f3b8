import { z } from 'zod'
import { getEnv } from '@/lib/config/env'
import { browserScopeOf } from '@/lib/server/account'
import { verifyKey } from '@/lib/server/connect'
import { SIGN_IN_WAIT_MS, homeOf, keyPermissionsOf } from '@/lib/server/key-permissions'
import { isCrossSiteWrite } from '@/lib/server/relay-rules'
import {
  clearSessionCookie,
  isSecureRequest,
  keyHint,
  newSession,
  readSession,
  renewalCookie,
  revokeSession,
  sealSession,
  sealedSessionOf,
  serializeSessionCookie,
} from '@/lib/server/session'
import {
  StudioError,
  crossSiteRefused,
  guard,
  isSessionStoreUnavailable,
  isStudioError,
} from '@/lib/server/studio-error'
import { readBoundedJson } from '@/lib/server/bounded-body'
import { stopRunsOnSignOut } from '@/lib/server/runs/sign-out'
import { beginSignIn } from '@/lib/server/sign-in-limit'
import { ConnectRequest } from '@/lib/session/schema'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

export const GET = logged('/api/session', (request: Request) => {
  return guard(request, async () => {
    const session = await readSession(request)
    const headers = new Headers(noStore)
    const renewed = session && (await renewalCookie(session, isSecureRequest(request)))
    if (renewed) headers.append('set-cookie', renewed)
    return Response.json(
      {
        connected: Boolean(session),
        keyHint: session ? keyHint(session.apiKey) : null,
        demo: session?.demo ?? null,
        scope: session ? browserScopeOf(session.apiKey) : null,
        embeddedEmulator: getEnv().embeddedEmulator,
      },
      { headers },
    )
  })
})

export const POST = logged('/api/session', (request: Request) => {
  return guard(request, async () => {
    if (isCrossSiteWrite(request)) throw crossSiteRefused()
    const json = await readBoundedJson(request)
    const parsed = ConnectRequest.safeParse(json)
    if (!parsed.success) {
      const message = z.prettifyError(parsed.error).split('\n')[0]?.replace(/^✖\s*/, '')
      throw new StudioError(400, 'invalid_request', message ?? 'Paste your API key.')
    }
    // A key typed in counts against the sign-in limits until the service says it is not wrong.
    const attempt = 'apiKey' in parsed.data ? await beginSignIn(request) : null
    let result
    try {
      result = await verifyKey(parsed.data)
    } catch (error) {
      if (!isStudioError(error) || error.code !== 'invalid_key') await attempt?.refund()
      throw error
    }
    await attempt?.refund()
    // Asked afresh at each sign-in (the key's owner may have changed it): where the studio opens.
    const permissions = await keyPermissionsOf(result.apiKey, {
      fresh: true,
      waitMs: SIGN_IN_WAIT_MS,
    })
    // The session this sign-in replaces (another account on the same browser) ends everywhere,
    // so its copies do not keep working beside the new one.
    const replaced = await sealedSessionOf(request)
    if (replaced) {
      await revokeSession(replaced)
      await stopRunsOnSignOut(replaced.sid)
    }
    const sealed = await sealSession(newSession(result.apiKey, result.demo))
    return Response.json(
      {
        connected: true,
        keyHint: keyHint(result.apiKey),
        demo: result.demo ?? null,
        scope: browserScopeOf(result.apiKey),
        balanceAvailable: result.balanceAvailable,
        home: homeOf(permissions),
      },
      {
        headers: {
          ...noStore,
          'set-cookie': serializeSessionCookie(sealed, isSecureRequest(request)),
        },
      },
    )
  })
})

/**
 * Sign-out: the session id is revoked for every instance, so no copy of the cookie works. When
 * the store cannot record it, this browser is still signed out, and the answer says what is left.
 */
export const DELETE = logged('/api/session', (request: Request) => {
  return guard(request, async () => {
    if (isCrossSiteWrite(request)) throw crossSiteRefused()
    const headers = new Headers(noStore)
    headers.append('set-cookie', clearSessionCookie(isSecureRequest(request)))
    const session = await sealedSessionOf(request)
    // Its runs stop and their keys go whether or not the sign-out store answers.
    if (session) await stopRunsOnSignOut(session.sid)
    try {
      if (session) await revokeSession(session)
    } catch (error) {
      if (!isSessionStoreUnavailable(error)) throw error
      return Response.json(
        { error: 'signout_not_recorded', message: SIGN_OUT_NOT_RECORDED },
        { status: 503, headers },
      )
    }
    return Response.json({ connected: false }, { headers })
  })
})

const SIGN_OUT_NOT_RECORDED =
  'You are signed out on this browser, but the studio could not record the sign-out: a copy of ' +
  'this session elsewhere (another browser, a copied cookie) keeps working until it goes unused ' +
  'for an hour.'
