import { studioRoute } from '@/lib/server/workspace/route-kit'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

/** Every "made from" link the studio recorded for the account (the gallery's Made from / Used in). */
export const GET = logged('/api/studio/lineage', (request: Request) => {
  return studioRoute(request, {}, async ({ store }) => ({ links: await store.listLineage() }))
})
