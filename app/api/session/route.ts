import { z } from 'zod'
import { getEnv } from '@/lib/config/env'
import { verifyKey } from '@/lib/server/connect'
import { isCrossSiteWrite } from '@/lib/server/proxy-rules'
import {
  clearSessionCookie,
  isSecureRequest,
  keyHint,
  readSession,
  sealSession,
  serializeSessionCookie,
} from '@/lib/server/session'
import { StudioError, crossSiteRefused } from '@/lib/server/studio-error'
import { ConnectRequest } from '@/lib/session/schema'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

export async function GET(request: Request) {
  const session = await readSession(request)
  return Response.json(
    {
      connected: Boolean(session),
      keyHint: session ? keyHint(session.apiKey) : null,
      demo: session?.demo ?? null,
      embeddedEmulator: getEnv().embeddedEmulator,
    },
    { headers: noStore },
  )
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
    const sealed = await sealSession({
      apiKey: result.apiKey,
      demo: result.demo,
      connectedAt: new Date().toISOString(),
    })
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

export async function DELETE(request: Request) {
  if (isCrossSiteWrite(request)) return crossSiteRefused().toResponse()
  const secure = isSecureRequest(request)
  const headers = new Headers(noStore)
  headers.append('set-cookie', clearSessionCookie(secure))
  return Response.json({ connected: false }, { headers })
}
