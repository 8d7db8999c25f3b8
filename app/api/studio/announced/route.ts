import { studioRoute } from '@/lib/server/workspace/route-kit'
import { AnnouncedSave } from '@/lib/studio-api/announced'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

/** Order questions already announced to the account, so no device announces them again. */
export const GET = logged('/api/studio/announced', (request: Request) => {
  return studioRoute(request, {}, async ({ store }) => ({ questions: await store.listAnnounced() }))
})

export const PUT = logged('/api/studio/announced', (request: Request) => {
  const body = { schema: AnnouncedSave, limit: STUDIO_BODY_LIMITS.announced }
  return studioRoute(request, { body }, async ({ store, body: save }) => {
    await store.markAnnounced(save.questions)
  })
})
