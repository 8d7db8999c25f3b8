import { z } from 'zod'
import { getEnv } from '@/lib/config/env'
import { browserScopeOf } from '@/lib/server/account'
import { verifyKey } from '@/lib/server/connect'
import { isCrossSiteWrite } from '@/lib/server/proxy-rules'
import {
  clearSessionCookie,
  isSecureRequest,
  keyHint,
  newSession,
  readSession,
  renewalCookie,
  revokeSession,
  sealSession,
  serializeSessionCookie,
} from '@/lib/server/session'
import { StudioError, crossSiteRefused, guard } from '@/lib/server/studio-error'
import { ConnectRequest } from '@/lib/session/schema'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

export function GET(request: Request) {
  return guard(async () => {
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
}

export function POST(request: Request) {
  return guard(async () => {
    if (isCrossSiteWrite(request)) throw crossSiteRefused()
    const json: unknown = await request.json().catch(() => {
      throw new StudioError(400, 'invalid_request', 'The request body must be JSON.')
    })
    const parsed = ConnectRequest.safeParse(json)
    if (!parsed.success) {
      const message = z.prettifyError(parsed.error).split('\n')[0]?.replace(/^✖\s*/, '')
      throw new StudioError(400, 'invalid_request', message ?? 'Paste your API key.')
    }
    const result = await verifyKey(parsed.data)
    const sealed = await sealSession(newSession(result.apiKey, result.demo))
    return Response.json(
      {
        connected: true,
        keyHint: keyHint(result.apiKey),
        demo: result.demo ?? null,
        scope: browserScopeOf(result.apiKey),
        balanceAvailable: result.balanceAvailable,
      },
      {
        headers: {
          ...noStore,
          'set-cookie': serializeSessionCookie(sealed, isSecureRequest(request)),
        },
      },
    )
  })
}

/** Sign-out: the session id is revoked for every instance, so no copy of the cookie works. */
export function DELETE(request: Request) {
  return guard(async () => {
    if (isCrossSiteWrite(request)) throw crossSiteRefused()
    const session = await readSession(request)
    if (session) await revokeSession(session)
    const headers = new Headers(noStore)
    headers.append('set-cookie', clearSessionCookie(isSecureRequest(request)))
    return Response.json({ connected: false }, { headers })
  })
}
