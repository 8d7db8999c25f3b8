import type { NextApiRequest, NextApiResponse } from 'next'
import { streamUploadThrough } from '@/lib/server/node-upload'

/**
 * `/api/v1/upload/media`, rewritten here by next.config.ts. App Router handlers read a request
 * body into memory as fast as the client sends it (no backpressure), so a 500 MB upload would
 * sit in the studio's RSS; a Pages API route gets the Node request itself, which streams through
 * at the upstream's pace under the same proxy rules as every other /v1 route.
 */
export const config = { api: { bodyParser: false, responseLimit: false } }

export default function streamedUpload(req: NextApiRequest, res: NextApiResponse) {
  const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
  return streamUploadThrough(req, res, `/api/v1/upload/media${query}`)
}
