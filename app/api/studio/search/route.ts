import { logged } from '@/lib/server/route-log'
import { growIndexLater, searchFor } from '@/lib/server/search/search-service'
import { StudioError } from '@/lib/server/studio-error'
import { studioRoute } from '@/lib/server/workspace/route-kit'
import { SearchRequest } from '@/lib/studio-api/search-request'
import { issueWords } from '@/lib/config/issue-words'

export const dynamic = 'force-dynamic'

/** The first thing wrong with a search's parameters, in words. */
function searchRequestOf(request: Request) {
  const params = new URL(request.url).searchParams
  const parsed = SearchRequest.safeParse(Object.fromEntries(params), { error: issueWords })
  if (parsed.success) return parsed.data
  const why = parsed.error.issues[0]?.message
  throw new StudioError(400, 'invalid_request', why || 'The search is not valid.')
}

/**
 * Everything the account made, found by its words and keys (lib/studio-api/search-query.ts), a
 * bounded page at a time, ranked by match then date, with what the index holds of the history.
 * The account is the session's: another account's results are never read.
 */
export const GET = logged('/api/studio/search', (request: Request) => {
  return studioRoute(request, {}, async ({ db, account, apiKey }) => {
    const search = searchRequestOf(request)
    const answer = await searchFor({ db, account, apiKey }, search)
    growIndexLater({ db, account, apiKey })
    return answer
  })
})
