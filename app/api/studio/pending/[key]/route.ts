import { StudioError } from '@/lib/server/studio-error'
import { idFrom, studioRoute } from '@/lib/server/workspace/route-kit'
import { PendingSubmission } from '@/lib/studio-api/jobs'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ key: string }> }

/** Records a job submission before its POST, so any device can find the job it started. */
export const PUT = logged('/api/studio/pending/[key]', (request: Request, { params }: Params) => {
  const body = { schema: PendingSubmission, limit: STUDIO_BODY_LIMITS.submission }
  return studioRoute(request, { body }, async ({ store, body: submission }) => {
    if (submission.key !== (await idFrom(params, 'key'))) {
      throw new StudioError(
        400,
        'invalid_request',
        'The submission in the body is not the one named.',
      )
    }
    await store.savePending(submission)
  })
})

/** The submission's answer came (or it was matched in the history): forget it. */
export const DELETE = logged(
  '/api/studio/pending/[key]',
  (request: Request, { params }: Params) => {
    return studioRoute(request, {}, async ({ store }) => ({
      removed: await store.removePending(await idFrom(params, 'key')),
    }))
  },
)
