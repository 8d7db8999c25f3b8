import { idFrom, nothingHere, studioRoute } from '@/lib/server/workspace/route-kit'
import { JobSettlement } from '@/lib/studio-api/jobs'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

/**
 * Records how a job ended, once for every device: the answer says whether this call did. A job
 * started with a board chosen puts its output on that board here, on the server, when it
 * completes, so it lands there whichever device (or none still open) sees it end.
 */
export const POST = logged(
  '/api/studio/jobs/[id]/settle',
  (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const body = { schema: JobSettlement, limit: STUDIO_BODY_LIMITS.small }
    return studioRoute(request, { body }, async ({ store, boards, body: end }) => {
      const answer = await store.settleJob(await idFrom(params, 'id'), end)
      if (!answer) throw nothingHere()
      const job = answer.job
      if (answer.settled && job?.outcome === 'completed' && job.boardId) {
        // A board deleted meanwhile (or never this account's) simply takes nothing.
        await boards.addItems(job.boardId, [{ kind: job.kind, id: job.id }])
      }
      return answer
    })
  },
)
