import { studioRoute } from '@/lib/server/workspace/route-kit'

export const dynamic = 'force-dynamic'

/** Every "made from" link the studio recorded for the account (the gallery's Made from / Used in). */
export function GET(request: Request) {
  return studioRoute(request, {}, async ({ store }) => ({ links: await store.listLineage() }))
}
