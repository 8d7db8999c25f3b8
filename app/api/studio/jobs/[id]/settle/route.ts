import { idFrom, nothingHere, studioRoute } from '@/lib/server/workspace/route-kit'
import { JobSettlement } from '@/lib/studio-api/jobs'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'

export const dynamic = 'force-dynamic'

/** Records how a job ended, once for every device: the answer says whether this call did. */
export function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const body = { schema: JobSettlement, limit: STUDIO_BODY_LIMITS.small }
  return studioRoute(request, { body }, async ({ store, body: end }) => {
    const answer = await store.settleJob(await idFrom(params, 'id'), end)
    if (!answer) throw nothingHere()
    return answer
  })
}
