import { idFrom, nothingHere, studioRoute } from '@/lib/server/workspace/route-kit'
import { BoardNameBody } from '@/lib/studio-api/boards'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** One board and its outputs (kind and id: the page resolves their media through the service). */
export const GET = logged('/api/studio/boards/[id]', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ boards }) => {
    const answer = await boards.listItems(await idFrom(params, 'id'))
    if (!answer) throw nothingHere()
    return answer
  })
})

export const PATCH = logged('/api/studio/boards/[id]', (request: Request, { params }: Params) => {
  const body = { schema: BoardNameBody, limit: STUDIO_BODY_LIMITS.small }
  return studioRoute(request, { body }, async ({ boards, body: { name } }) => {
    const board = await boards.renameBoard(await idFrom(params, 'id'), name)
    if (!board) throw nothingHere()
    return { board }
  })
})

/** Deletes the board (the outputs it listed stay in the gallery). */
export const DELETE = logged('/api/studio/boards/[id]', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ boards }) => {
    if (!(await boards.deleteBoard(await idFrom(params, 'id')))) throw nothingHere()
  })
})
