import { presetStore } from '@/lib/server/workspace/presets'
import { idFrom, nothingHere, studioRoute } from '@/lib/server/workspace/route-kit'
import { PresetChange } from '@/lib/studio-api/presets'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ id: string }> }

/** One preset this account may see (its own or its team's), to apply. */
export const GET = logged('/api/studio/presets/[id]', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ db, account, team }) => {
    const preset = await presetStore(db, account, (await team()).team).read(
      await idFrom(params, 'id'),
    )
    if (!preset) throw nothingHere()
    return { preset }
  })
})

/** Renames it, or shares it with the team or takes it back: its author only. */
export const PATCH = logged('/api/studio/presets/[id]', (request: Request, { params }: Params) => {
  const body = { schema: PresetChange, limit: STUDIO_BODY_LIMITS.small }
  return studioRoute(request, { body }, async ({ db, account, team, body: change }) => {
    const preset = await presetStore(db, account, (await team()).team).change(
      await idFrom(params, 'id'),
      change,
    )
    if (!preset) throw nothingHere()
    return { preset }
  })
})

/** Deletes it: its author only. */
export const DELETE = logged('/api/studio/presets/[id]', (request: Request, { params }: Params) => {
  return studioRoute(request, {}, async ({ db, account, team }) => ({
    removed: await presetStore(db, account, (await team()).team).remove(await idFrom(params, 'id')),
  }))
})
