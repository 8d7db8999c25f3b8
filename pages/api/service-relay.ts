import type { NextApiRequest, NextApiResponse } from 'next'
import { tracedRelayRequest } from '@/lib/server/traced-relay'

/**
 * Every `/api/v1/...` and `/api/public/...` request, rewritten here by next.config.ts (the
 * request keeps its own URL). A Pages API route gets Node's request and response themselves:
 * uploads stream at the upstream's pace instead of being read into memory as fast as the client
 * sends, and an answer is piped without building a web Request and Response for each call.
 */
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } }

export default function serviceProxy(req: NextApiRequest, res: NextApiResponse) {
  return tracedRelayRequest(req, res)
}
