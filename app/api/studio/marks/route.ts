import { logged } from '@/lib/server/route-log'
import { StudioError } from '@/lib/server/studio-error'
import { resultMarks } from '@/lib/server/workspace/result-marks'
import { studioRoute } from '@/lib/server/workspace/route-kit'
import { MarksBody } from '@/lib/studio-api/result-marks'
import { OutputRef } from '@/lib/studio-api/boards'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'

export const dynamic = 'force-dynamic'

/** One result's tags and rating (none yet: no tags, no rating, for any id). */
export const GET = logged('/api/studio/marks', (request: Request) => {
  return studioRoute(request, {}, async ({ db, account }) => {
    const params = new URL(request.url).searchParams
    const ref = OutputRef.safeParse({ kind: params.get('kind'), id: params.get('id') })
    if (!ref.success) throw new StudioError(400, 'invalid_request', 'Name a result to read.')
    return resultMarks(db, account).read(ref.data)
  })
})

/** Sets a result's tags (all of them) and its rating; what is not sent stays. */
export const PUT = logged('/api/studio/marks', (request: Request) => {
  const body = { schema: MarksBody, limit: STUDIO_BODY_LIMITS.small }
  return studioRoute(request, { body }, async ({ db, account, body: marks }) => {
    const store = resultMarks(db, account)
    const ref = { kind: marks.kind, id: marks.id }
    if (!(await store.write(ref, marks))) {
      throw new StudioError(
        409,
        'too_many_tags',
        'Your results hold as many tags as the workspace keeps. Remove some tags to add these.',
      )
    }
    return store.read(ref)
  })
})
