import { presetStore } from '@/lib/server/workspace/presets'
import { studioRoute } from '@/lib/server/workspace/route-kit'
import { PresetCreate } from '@/lib/studio-api/presets'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

/** This account's presets and those its team shared (the team as the service names it). */
export const GET = logged('/api/studio/presets', (request: Request) => {
  return studioRoute(request, {}, async ({ db, account, team }) => {
    const lookup = await team()
    const presets = await presetStore(db, account, lookup.team).list()
    return { presets, team: lookup.team ? 'member' : lookup.known ? 'none' : 'unknown' }
  })
})

/** Saves the form under a name, for this account or its team. */
export const POST = logged('/api/studio/presets', (request: Request) => {
  const body = { schema: PresetCreate, limit: STUDIO_BODY_LIMITS.formSnapshot }
  return studioRoute(request, { body }, async ({ db, account, team, body: input }) => {
    const lookup = input.shared ? await team() : { team: null }
    return { preset: await presetStore(db, account, lookup.team).create(input) }
  })
})
