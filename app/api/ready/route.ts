import { sharedReadiness } from '@/lib/server/readiness'
import { logged } from '@/lib/server/route-log'

/**
 * Readiness: the service and the revocation store answer (the store can record a sign-out), and
 * the instance is not shutting down; 503 otherwise, so a load balancer sends it nothing. The
 * workspace is reported beside them (`degraded: …` in words when it is not there) without deciding:
 * an instance without it still serves everything else. Each check reads `ok` or fixed words, never
 * a host, an address or an error text. Answers are shared for a second (lib/server/readiness.ts).
 */
export const dynamic = 'force-dynamic'

export const GET = logged('/api/ready', async () => {
  const { ready, checks } = await sharedReadiness()
  return Response.json(
    { status: ready ? 'ready' : 'not_ready', checks },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
})
