import { logged } from '@/lib/server/route-log'
import { idFrom, studioRoute } from '@/lib/server/workspace/route-kit'
import { claimRunEnd } from '@/lib/server/runs/run-ends'
import { withRunTables } from '@/lib/server/runs/tables'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** A tab saw this run end: `tell` is true for the first tab to ask, false for every other. */
export const POST = logged('/api/studio/runs/[id]/end', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ db, account }) => ({
    tell: await claimRunEnd(withRunTables(db), account, await idFrom(params, 'id')),
  }))
})
