import { routePath } from '@/lib/api/routes'
import { CHECK_BODY, CHECK_ROUTES, type CheckAnswer } from '@/lib/permissions/key-permissions'
import { browserScopeOf } from '@/lib/server/account'
import { readSession } from '@/lib/server/session'
import { accountChanged, crossSiteRefused, guard, notConnected } from '@/lib/server/studio-error'
import { upstreamJson } from '@/lib/server/upstream'
import { STUDIO_SCOPE_HEADER } from '@/lib/studio-api/routes'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

async function ask(apiKey: string, route: (typeof CHECK_ROUTES)[number]): Promise<CheckAnswer> {
  try {
    const { status, body } = await upstreamJson(routePath(route), apiKey, { json: CHECK_BODY })
    const record = typeof body === 'object' && body !== null && !Array.isArray(body)
    return { route, status, body: record ? (body as Record<string, unknown>) : null }
  } catch {
    // No answer teaches nothing (docs/decisions.md §D29).
    return { route, status: 0, body: null }
  }
}

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
    const answers = await Promise.all(CHECK_ROUTES.map((route) => ask(session.apiKey, route)))
    return Response.json({ answers }, { headers: { 'cache-control': 'no-store' } })
  })
})
