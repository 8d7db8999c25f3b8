import { StudioError } from '@/lib/server/studio-error'
import { studioRoute } from '@/lib/server/workspace/route-kit'
import { MAX_BOARDS, boardsAnswer } from '@/lib/server/workspace/boards'
import { BoardNameBody } from '@/lib/studio-api/boards'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

/** The account's boards, oldest first, each with how many outputs it holds. */
export const GET = logged('/api/studio/boards', (request: Request) => {
  return studioRoute(request, {}, ({ boards }) => boardsAnswer(boards))
})

/** A new, empty board; its id is made here. */
export const POST = logged('/api/studio/boards', (request: Request) => {
  const body = { schema: BoardNameBody, limit: STUDIO_BODY_LIMITS.small }
  return studioRoute(request, { body }, async ({ boards, body: { name } }) => {
    const board = await boards.createBoard(name)
    if (!board) {
      throw new StudioError(
        409,
        'too_many_boards',
        `You have ${MAX_BOARDS} boards, the most an account keeps. Delete one to make another.`,
      )
    }
    return { board }
  })
})
