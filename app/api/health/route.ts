import { logged } from '@/lib/server/route-log'

/**
 * Liveness: the process answers. No key needed and nothing about the deployment in the answer;
 * a container's HEALTHCHECK and a load balancer probe it.
 */
export const dynamic = 'force-dynamic'

export const GET = logged('/api/health', () => {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
})
