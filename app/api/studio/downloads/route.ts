import { getEnv } from '@/lib/config/env'
import { decodeUtf8, readBoundedBody } from '@/lib/server/bounded-body'
import { isCrossSiteWrite } from '@/lib/server/relay-rules'
import { readSession } from '@/lib/server/session'
import { StudioError, crossSiteRefused, guard, notConnected } from '@/lib/server/studio-error'
import { firstForeignUrl, ZipRequest } from '@/lib/server/downloads/zip-request'
import { zipStream } from '@/lib/server/downloads/zip-stream'
import { DEFAULT_ZIP_LIMITS, takeZipSlot } from '@/lib/server/downloads/zip-limits'
import { accountIdOf } from '@/lib/server/account'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'
import { issueWords } from '@/lib/config/issue-words'

export const dynamic = 'force-dynamic'

const refused = (message: string) => new StudioError(400, 'invalid_request', message)

/** The form's `items` field (JSON), or a JSON body: the list of files and their names. */
function itemsOf(contentType: string, bytes: Uint8Array): unknown {
  const text = decodeUtf8(bytes)
  const json = contentType.includes('application/x-www-form-urlencoded')
    ? new URLSearchParams(text).get('items')
    : text
  try {
    return JSON.parse(json ?? '')
  } catch {
    throw refused('The download request must list the outputs to include.')
  }
}

/**
 * Several outputs as one ZIP, streamed to the browser as it is made. Only files on the service's
 * own media origins are fetched: a list naming any other host is refused before anything is
 * fetched, and no redirect is followed. What one ZIP may pull is bounded (files, bytes, waits),
 * and so is how many are made at once for an account (lib/server/downloads/zip-limits.ts).
 */
export const POST = logged(
  '/api/studio/downloads',
  (request: Request) => {
    return guard(request, async () => {
      if (isCrossSiteWrite(request)) throw crossSiteRefused()
      const session = await readSession(request)
      if (!session) throw notConnected()
      const bytes = await readBoundedBody(request, STUDIO_BODY_LIMITS.download)
      const parsed = ZipRequest.safeParse(
        itemsOf(request.headers.get('content-type') ?? '', bytes),
        {
          error: issueWords,
        },
      )
      if (!parsed.success) {
        throw refused(parsed.error.issues[0]?.message ?? 'The download request is not valid.')
      }
      const env = getEnv()
      const { mediaOrigins } = env
      const foreign = firstForeignUrl(parsed.data, mediaOrigins)
      if (foreign) {
        throw refused(
          `“${foreign.name}” is not a file of the service, so the studio will not fetch it. Nothing was downloaded.`,
        )
      }
      const release = takeZipSlot(accountIdOf(session.apiKey))
      const stream = zipStream(parsed.data, {
        mediaOrigins,
        limits: {
          ...DEFAULT_ZIP_LIMITS,
          headersMs: env.STUDIO_UPSTREAM_TIMEOUT_MS,
          idleMs: env.STUDIO_UPSTREAM_IDLE_TIMEOUT_MS,
        },
        signal: request.signal,
        onEnd: release,
      })
      return new Response(stream, {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="media-studio-outputs.zip"',
          'cache-control': 'no-store',
        },
      })
    })
  },
  { streamed: true },
)
