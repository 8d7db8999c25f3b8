import { logged } from '@/lib/server/route-log'
import { z } from 'zod'
import { StudioError } from '@/lib/server/studio-error'
import { idFrom, studioRoute } from '@/lib/server/workspace/route-kit'
import { runStore } from '@/lib/server/runs/run-store'
import { noSuchRun, nudgeDriver, sealFor, sessionOf } from '@/lib/server/runs/routes'
import { withRunTables } from '@/lib/server/runs/tables'
import { RUN_ACTIONS, type RunAction } from '@/lib/studio-api/runs'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string; action: string }> }

const CANNOT: Record<RunAction, string> = {
  pause: 'This run is not sending, so there is nothing to pause.',
  resume: 'This run is not paused, so there is nothing to resume.',
  cancel: 'This run has ended already.',
  retry: 'Nothing in this run failed, was refused or was left unsent.',
}

/** Pause, resume, cancel the rest, or send again what did not make it. */
export const POST = logged(
  '/api/studio/runs/[id]/[action]',
  (request: Request, { params }: Params) => {
    return studioRoute(request, {}, async ({ db, account }) => {
      const parsed = z.enum(RUN_ACTIONS).safeParse((await params).action)
      if (!parsed.success) throw noSuchRun()
      const action = parsed.data
      const id = await idFrom(params, 'id')
      const seal =
        action === 'resume' || action === 'retry'
          ? await sealFor(await sessionOf(request))
          : undefined
      const store = runStore(withRunTables(db), account)
      const result = await store.act(id, action, seal)
      if (result === 'missing') throw noSuchRun()
      if (result === 'refused') throw new StudioError(409, 'run_state', CANNOT[action])
      if (action === 'resume' || action === 'retry') await nudgeDriver(account)
      return { run: (await store.get(id))?.run }
    })
  },
)
