import { idFrom, studioRoute } from '@/lib/server/workspace/route-kit'
import { LineageSave } from '@/lib/studio-api/lineage'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

/** Adds what an output was made from (links are only added, so a retry changes nothing). */
export const PUT = logged(
  '/api/studio/lineage/[id]',
  (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const body = { schema: LineageSave, limit: STUDIO_BODY_LIMITS.small }
    return studioRoute(request, { body }, async ({ store, body: save }) => {
      await store.addLineage({ kind: save.kind, id: await idFrom(params, 'id') }, save.madeFrom)
    })
  },
)
