import { routePath } from '@/lib/api/routes'
import { getEnv } from '@/lib/config/env'
import { CHECK_BODY, CHECK_ROUTES, type CheckAnswer } from '@/lib/permissions/key-permissions'
import { browserScopeOf } from '@/lib/server/account'
import { readSession } from '@/lib/server/session'
import { accountChanged, guard, notConnected } from '@/lib/server/studio-error'
import { callUpstream, readBody } from '@/lib/server/upstream'
import { STUDIO_SCOPE_HEADER } from '@/lib/studio-api/routes'

export const dynamic = 'force-dynamic'

/** The most of a refusal's body read: its code and words, never a large answer. */
const ANSWER_LIMIT = 64 * 1024

async function ask(apiKey: string, route: (typeof CHECK_ROUTES)[number]): Promise<CheckAnswer> {
  const env = getEnv()
  try {
    const answer = await callUpstream({
      method: 'POST',
      pathAndQuery: routePath(route),
      apiKey,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(CHECK_BODY),
      answerTimeoutMs: env.STUDIO_UPSTREAM_TIMEOUT_MS,
    })
    const raw = await readBody(answer.body, ANSWER_LIMIT, env.STUDIO_UPSTREAM_IDLE_TIMEOUT_MS)
    let body: unknown = null
    try {
      body = JSON.parse(raw.toString('utf8'))
    } catch {
      // not JSON: the status alone says what it can
    }
    const record = typeof body === 'object' && body !== null && !Array.isArray(body)
    return { route, status: answer.status, body: record ? (body as Record<string, unknown>) : null }
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
export function GET(request: Request) {
  return guard(async () => {
    const session = await readSession(request)
    if (!session) throw notConnected()
    const scope = request.headers.get(STUDIO_SCOPE_HEADER)
    if (scope !== null && scope !== browserScopeOf(session.apiKey)) throw accountChanged()
    const answers = await Promise.all(CHECK_ROUTES.map((route) => ask(session.apiKey, route)))
    return Response.json({ answers }, { headers: { 'cache-control': 'no-store' } })
  })
}
