import type { Context } from 'hono'
import { sendFile } from '../files'
import { ApiError } from '../http/api-error'
import type { Services } from '../services'
import { SIGNED_ROUTE } from './signed-urls'

/**
 * GET/HEAD /signed/<name>: an asset file, only with a valid signature and only until it expires
 * (403 bad signature, 410 expired; both before the file is even looked up).
 */
export function serveSignedFile(c: Context, services: Services): Promise<Response> {
  const { assetFiles, signer, now } = services
  const name = c.req.param('name') ?? ''
  const url = new URL(c.req.url)
  const check = assetFiles.isSafeName(name)
    ? signer.check(`${SIGNED_ROUTE}/${name}`, url.searchParams, now())
    : 'invalid'
  if (check === 'invalid') {
    throw new ApiError(403, { error: 'invalid_signature', message: 'The URL signature is invalid' })
  }
  if (check === 'expired') {
    throw new ApiError(410, {
      error: 'url_expired',
      message: 'This signed URL has expired; list the assets again for a fresh one',
    })
  }
  const expires = Number(url.searchParams.get('expires'))
  const maxAge = Math.max(0, Math.floor(expires - now().getTime() / 1000))
  return sendFile(c, assetFiles.pathOf(name), `private, max-age=${maxAge}`)
}
