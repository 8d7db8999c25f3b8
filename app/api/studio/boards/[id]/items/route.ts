import { StudioError } from '@/lib/server/studio-error'
import { idFrom, nothingHere, studioRoute } from '@/lib/server/workspace/route-kit'
import { MAX_BOARD_ITEMS } from '@/lib/server/workspace/boards'
import { RefsBody } from '@/lib/studio-api/boards'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }
const body = { schema: RefsBody, limit: STUDIO_BODY_LIMITS.refs }

/** Adds outputs to the board (each once: a retried save changes nothing). */
export const POST = logged(
  '/api/studio/boards/[id]/items',
  (request: Request, { params }: Params) => {
    return studioRoute(request, { body }, async ({ boards, body: { items } }) => {
      const id = await idFrom(params, 'id')
      if (await boards.addItems(id, items)) return
      if (!(await boards.findBoard(id))) throw nothingHere()
      throw new StudioError(
        409,
        'board_full',
        `A board holds at most ${MAX_BOARD_ITEMS} outputs. Make another board for the rest.`,
      )
    })
  },
)

/** Takes outputs off the board (never out of the gallery). */
export const DELETE = logged(
  '/api/studio/boards/[id]/items',
  (request: Request, { params }: Params) => {
    return studioRoute(request, { body }, async ({ boards, body: { items } }) => {
      if (!(await boards.removeItems(await idFrom(params, 'id'), items))) throw nothingHere()
    })
  },
)
