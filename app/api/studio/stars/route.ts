import { studioRoute } from '@/lib/server/workspace/route-kit'
import { formatCount } from '@/lib/format'
import { StudioError } from '@/lib/server/studio-error'
import { MAX_STARS, starsAnswer } from '@/lib/server/workspace/boards'
import { StarsBody } from '@/lib/studio-api/boards'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

/** The account's starred outputs, newest first. */
export const GET = logged('/api/studio/stars', (request: Request) => {
  return studioRoute(request, {}, ({ boards }) => starsAnswer(boards))
})

/** Stars or unstars outputs (idempotent: a retried save changes nothing). */
export const PUT = logged('/api/studio/stars', (request: Request) => {
  const body = { schema: StarsBody, limit: STUDIO_BODY_LIMITS.refs }
  return studioRoute(request, { body }, async ({ boards, body: { items, starred } }) => {
    if (!(await boards.setStars(items, starred))) {
      throw new StudioError(
        409,
        'too_many_stars',
        `You have starred ${formatCount(MAX_STARS)} outputs, the most an account keeps. Unstar some to star these.`,
      )
    }
  })
})
