import { formatCount } from '@/lib/format'
import { StudioError } from '@/lib/server/studio-error'
import { idFrom, nothingHere, studioRoute } from '@/lib/server/workspace/route-kit'
import { MAX_BOARD_ITEMS, MAX_BOARD_ITEMS_PER_ACCOUNT } from '@/lib/server/workspace/boards'
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
      const outcome = await boards.addItems(await idFrom(params, 'id'), items)
      if (outcome === 'added') return
      if (outcome === 'no-board') throw nothingHere()
      if (outcome === 'board-full') {
        throw new StudioError(
          409,
          'board_full',
          `A board holds at most ${formatCount(MAX_BOARD_ITEMS)} outputs. Make another board for the rest.`,
        )
      }
      throw new StudioError(
        409,
        'boards_full',
        `Your boards hold ${formatCount(MAX_BOARD_ITEMS_PER_ACCOUNT)} outputs in all, the most one account keeps. Take some off a board to add these.`,
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
