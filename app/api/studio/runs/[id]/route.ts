import { logged } from '@/lib/server/route-log'
import { idFrom, studioRoute } from '@/lib/server/workspace/route-kit'
import { runStore } from '@/lib/server/runs/run-store'
import { noSuchRun } from '@/lib/server/runs/routes'
import { withRunTables } from '@/lib/server/runs/tables'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** One run with its rows, models and items (another account's run is one nobody has). */
export const GET = logged('/api/studio/runs/[id]', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ db, account }) => {
    const answer = await runStore(withRunTables(db), account).get(await idFrom(params, 'id'))
    if (!answer) throw noSuchRun()
    return answer
  })
})
