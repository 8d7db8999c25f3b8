import { logged } from '@/lib/server/route-log'
import { coverageOf, growIndexLater } from '@/lib/server/search/search-service'
import { studioRoute } from '@/lib/server/workspace/route-kit'
import { modelCounts } from '@/lib/server/workspace/search-read'

export const dynamic = 'force-dynamic'

/** How many results each model made (the gallery's model filter), and what the index holds. */
export const GET = logged('/api/studio/search/models', (request: Request) => {
  return studioRoute(request, {}, async ({ db, account, apiKey }) => {
    const context = { db, account, apiKey }
    const [models, coverage] = await Promise.all([modelCounts(db, account), coverageOf(context)])
    growIndexLater(context)
    return { models, coverage }
  })
})
