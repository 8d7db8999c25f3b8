import { idFrom, studioRoute } from '@/lib/server/workspace/route-kit'
import { DraftSave } from '@/lib/studio-api/drafts'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** The draft as last saved from any device, or none. */
export function GET(request: Request, { params }: Params) {
  return studioRoute(request, {}, async ({ store }) => {
    const saved = await store.readDraft(await idFrom(params, 'id'))
    return saved ?? { draft: null, savedAt: null }
  })
}

/** Keeps the draft as typed; an older save arriving late changes nothing. */
export function PUT(request: Request, { params }: Params) {
  const body = { schema: DraftSave, limit: STUDIO_BODY_LIMITS.draft }
  return studioRoute(request, { body }, async ({ store, body: save }) => {
    await store.saveDraft(await idFrom(params, 'id'), save.draft, save.savedAt)
  })
}

/** The story was started or the draft cleared: forget it. */
export function DELETE(request: Request, { params }: Params) {
  return studioRoute(request, {}, async ({ store }) => ({
    removed: await store.removeDraft(await idFrom(params, 'id')),
  }))
}
