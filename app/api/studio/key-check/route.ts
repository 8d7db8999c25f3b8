import { browserScopeOf } from '@/lib/server/account'
import { askKeyCheck } from '@/lib/server/key-permissions'
import { readSession } from '@/lib/server/session'
import { accountChanged, crossSiteRefused, guard, notConnected } from '@/lib/server/studio-error'
import { STUDIO_SCOPE_HEADER } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

/**
 * The free key check (docs/decisions.md §D29), made by the server: an empty body to each paid
 * start the forms need, which the service refuses as invalid input (nothing started or billed)
 * or as a missing permission. Asked here rather than from the page, whose console would list
 * each deliberate refusal as an error on every visit.
 */
export const GET = logged('/api/studio/key-check', (request: Request) => {
  return guard(request, async () => {
    const session = await readSession(request)
    if (!session) throw notConnected()
    // Only a studio page asks (it names its account): a link or image on another site, which
    // cannot set this header, must not make the studio call the service with the visitor's key.
    const scope = request.headers.get(STUDIO_SCOPE_HEADER)
    if (scope === null) throw crossSiteRefused()
    if (scope !== browserScopeOf(session.apiKey)) throw accountChanged()
    const answers = await askKeyCheck(session.apiKey)
    return Response.json({ answers }, { headers: { 'cache-control': 'no-store' } })
  })
})
