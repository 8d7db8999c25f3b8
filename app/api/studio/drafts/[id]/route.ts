import { idFrom, nothingHere, studioRoute } from '@/lib/server/workspace/route-kit'
import { DraftSave, STORY_DRAFT_ID } from '@/lib/studio-api/drafts'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/**
 * The studio keeps one draft per account, the story's: another name is refused, so a client
 * cannot fill an account's workspace with drafts of names nothing reads.
 */
async function draftId(params: Params['params']): Promise<string> {
  const id = await idFrom(params, 'id')
  if (id !== STORY_DRAFT_ID) {
    throw nothingHere('The studio keeps no draft of that name.')
  }
  return id
}

/** The draft as last saved from any device, or none. */
export const GET = logged('/api/studio/drafts/[id]', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ store }) => {
    const saved = await store.readDraft(await draftId(params))
    return saved ?? { draft: null, savedAt: null }
  })
})

/** Keeps the draft as typed; an older save arriving late changes nothing. */
export const PUT = logged('/api/studio/drafts/[id]', (request: Request, { params }: Params) => {
  const body = { schema: DraftSave, limit: STUDIO_BODY_LIMITS.draft }
  return studioRoute(request, { body }, async ({ store, body: save }) => {
    await store.saveDraft(await draftId(params), save.draft, save.savedAt)
  })
})

/** The story was started or the draft cleared: forget it. */
export const DELETE = logged('/api/studio/drafts/[id]', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ store }) => ({
    removed: await store.removeDraft(await draftId(params)),
  }))
})
