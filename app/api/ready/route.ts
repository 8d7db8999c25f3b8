import { readiness } from '@/lib/server/readiness'
import { logged } from '@/lib/server/route-log'

/**
 * Readiness: the service, the revocation store (and each shared dependency the checks list) answer,
 * and the instance is not shutting down. 503 otherwise, so a load balancer sends it nothing. The
 * answer names each check and `ok` or `unreachable`, never a host, an address or an error text.
 */
export const dynamic = 'force-dynamic'

export const GET = logged('/api/ready', async () => {
  const { ready, checks } = await readiness()
  return Response.json(
    { status: ready ? 'ready' : 'not_ready', checks },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
})
