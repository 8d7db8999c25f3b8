import type { NextApiRequest, NextApiResponse } from 'next'
import { sendBuildFile } from '@/lib/server/precompressed-static'

/**
 * A request for one of the build's scripts or stylesheets from a browser that takes brotli,
 * rewritten here by next.config.ts (the request keeps its own URL): the build's brotli copy goes
 * out as it is (lib/server/precompressed-static.ts). A Pages API route, as it writes Node's
 * response itself: an encoding it sets is kept, where a route handler's is replaced.
 */
export const config = { api: { externalResolver: true } }

export default function buildFile(req: NextApiRequest, res: NextApiResponse) {
  return sendBuildFile(req, res)
}
