import { idFrom, studioRoute } from '@/lib/server/workspace/route-kit'
import { TrackedJob } from '@/lib/studio-api/jobs'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { StudioError } from '@/lib/server/studio-error'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** Tracks a job on every device of the account (a retried save changes nothing). */
export const PUT = logged('/api/studio/jobs/[id]', (request: Request, { params }: Params) => {
  const body = { schema: TrackedJob, limit: STUDIO_BODY_LIMITS.small }
  return studioRoute(request, { body }, async ({ store, boards, body: job }) => {
    if (job.id !== (await idFrom(params, 'id'))) {
      throw new StudioError(400, 'invalid_request', 'The job in the body is not the one named.')
    }
    await store.saveJob(job)
    // A browser that could not reach the workspace when the job ended sends it later already
    // settled (no settle call follows): its output still joins the board chosen for it.
    if (job.outcome === 'completed' && job.boardId) {
      await boards.addItems(job.boardId, [{ kind: job.kind, id: job.id }])
    }
  })
})

/** Dismisses a job from the tray. */
export const DELETE = logged('/api/studio/jobs/[id]', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ store }) => ({
    removed: await store.removeJob(await idFrom(params, 'id')),
  }))
})
