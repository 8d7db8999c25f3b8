import { z } from 'zod'
import { getEnv } from '@/lib/config/env'
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
import { StudioError, crossSiteRefused } from '@/lib/server/studio-error'
import { ConnectRequest } from '@/lib/session/schema'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

export async function GET(request: Request) {
  try {
    const session = await readSession(request)
    const headers = new Headers(noStore)
    const renewed = session && (await renewalCookie(session, isSecureRequest(request)))
    if (renewed) headers.append('set-cookie', renewed)
    return Response.json(
      {
        connected: Boolean(session),
        keyHint: session ? keyHint(session.apiKey) : null,
        demo: session?.demo ?? null,
        embeddedEmulator: getEnv().embeddedEmulator,
      },
      { headers },
    )
  } catch (error) {
    if (error instanceof StudioError) return error.toResponse()
    throw error
  }
}

export async function POST(request: Request) {
  try {
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
        balanceAvailable: result.balanceAvailable,
      },
      {
        headers: {
          ...noStore,
          'set-cookie': serializeSessionCookie(sealed, isSecureRequest(request)),
        },
      },
    )
  } catch (error) {
    if (error instanceof StudioError) return error.toResponse()
    throw error
  }
}

/** Sign-out: the session id is revoked for every instance, so no copy of the cookie works. */
export async function DELETE(request: Request) {
  try {
    if (isCrossSiteWrite(request)) throw crossSiteRefused()
    const session = await readSession(request)
    if (session) await revokeSession(session)
    const headers = new Headers(noStore)
    headers.append('set-cookie', clearSessionCookie(isSecureRequest(request)))
    return Response.json({ connected: false }, { headers })
  } catch (error) {
    if (error instanceof StudioError) return error.toResponse()
    throw error
  }
}
