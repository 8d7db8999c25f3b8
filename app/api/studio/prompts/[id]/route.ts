import { promptHistory } from '@/lib/server/workspace/prompts'
import { idFrom, nothingHere, studioRoute } from '@/lib/server/workspace/route-kit'
import { PromptEntrySave } from '@/lib/studio-api/prompt-history'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** One past prompt, to put back into its form. */
export const GET = logged('/api/studio/prompts/[id]', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ db, account }) => {
    const entry = await promptHistory(db, account).read(await idFrom(params, 'id'))
    if (!entry) throw nothingHere()
    return { entry }
  })
})

/** A prompt the service accepted; a retried save keeps the one entry. */
export const PUT = logged('/api/studio/prompts/[id]', (request: Request, { params }: Params) => {
  const body = { schema: PromptEntrySave, limit: STUDIO_BODY_LIMITS.formSnapshot }
  return studioRoute(request, { body }, async ({ db, account, body: entry }) => {
    await promptHistory(db, account).record(await idFrom(params, 'id'), entry)
  })
})

export const DELETE = logged('/api/studio/prompts/[id]', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ db, account }) => ({
    removed: await promptHistory(db, account).remove(await idFrom(params, 'id')),
  }))
})
