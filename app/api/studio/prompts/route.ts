import { StudioError } from '@/lib/server/studio-error'
import { promptHistory } from '@/lib/server/workspace/prompts'
import { studioRoute } from '@/lib/server/workspace/route-kit'
import { PromptHistoryQuery } from '@/lib/studio-api/prompt-history'
import { logged } from '@/lib/server/route-log'
import { issueWords } from '@/lib/config/issue-words'

export const dynamic = 'force-dynamic'

/** Past prompts of this account, newest first, a bounded page, searched by their words. */
export const GET = logged('/api/studio/prompts', (request: Request) => {
  return studioRoute(request, {}, async ({ db, account }) => {
    const params = new URL(request.url).searchParams
    const query = PromptHistoryQuery.safeParse(Object.fromEntries(params), { error: issueWords })
    if (!query.success) {
      const why = query.error.issues[0]?.message
      throw new StudioError(400, 'invalid_request', why || 'The search is not valid.')
    }
    return promptHistory(db, account).list(query.data)
  })
})
