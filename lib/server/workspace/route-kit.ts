import 'server-only'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { accountIdOf, browserScopeOf } from '../account'
import { readBoundedJson } from '../bounded-body'
import { isCrossSiteWrite } from '@/lib/server/relay-rules'
import { readSession } from '../session'
import {
  StudioError,
  accountChanged,
  crossSiteRefused,
  guard,
  isStudioError,
  notConnected,
} from '../studio-error'
import { getEnv } from '@/lib/config/env'
import { STUDIO_SCOPE_HEADER } from '@/lib/studio-api/routes'
import { StudioId } from '@/lib/studio-api/studio-id'
import { sharedAccountShare } from './account-share'
import { workspaceDatabase, workspaceUnavailable } from './database'
import { isDataException, isStatementTimeout } from './database-errors'
import { boardsStore, type BoardsStore } from './boards'
import { workspaceStore, type WorkspaceStore } from './store'
import type { WorkspaceTables } from './tables'
import { issueWords } from '@/lib/config/issue-words'
import { teamOfKey, type TeamLookup } from './team'

const NO_STORE = { 'cache-control': 'no-store' }

const badRequest = (message: string, field?: string) =>
  new StudioError(400, 'invalid_request', message, field)
/** The first thing wrong, in words, and where (`options.seed`; the path's root for a path id). */
const refusalOf = (error: z.ZodError, root?: string) => {
  const issue = error.issues[0]
  const field = [root, ...(issue?.path ?? [])].filter((part) => part !== undefined).join('.')
  return badRequest(issue?.message ?? 'The request is not valid.', field || undefined)
}

export interface StudioRouteContext<Body> {
  store: WorkspaceStore
  boards: BoardsStore
  body: Body
  /** For a store module of its own concern, which takes `(db, account)` like `workspaceStore`. */
  db: Kysely<WorkspaceTables>
  account: string
  /** The team the service names for the session's key, asked of the service on first use. */
  team: () => Promise<TeamLookup>
  /** The session's key, for a read of the service made on the account's behalf (search). */
  apiKey: string
}

interface RouteOptions<Body> {
  body?: { schema: z.ZodType<Body>; limit: number }
}

/**
 * One workspace route: the proxy's Origin rule for writes, the sealed session (the account is
 * derived from it on the server, never from the request), a bounded and parsed body, and the
 * store for that account only. What `run` returns is the JSON answer; refusals are in words.
 */
export function studioRoute<Body = undefined>(
  request: Request,
  options: RouteOptions<Body>,
  run: (context: StudioRouteContext<Body>) => Promise<unknown>,
): Promise<Response> {
  return guard(request, async () => {
    if (isCrossSiteWrite(request)) throw crossSiteRefused()
    const session = await readSession(request)
    if (!session) throw notConnected()
    // A page names the account it shows; a call from a page of the account signed in before
    // (another tab switched) must not read or write the new one's workspace.
    const scope = request.headers.get(STUDIO_SCOPE_HEADER)
    if (scope !== null && scope !== browserScopeOf(session.apiKey)) throw accountChanged()
    let body = undefined as Body
    if (options.body) {
      const parsed = options.body.schema.safeParse(
        await readBoundedJson(request, options.body.limit),
        { error: issueWords },
      )
      if (!parsed.success) throw refusalOf(parsed.error)
      body = parsed.data
    }
    const { db } = await workspaceDatabase()
    const account = accountIdOf(session.apiKey)
    const store = workspaceStore(db, account)
    let lookup: Promise<TeamLookup> | null = null
    const team = () => (lookup ??= teamOfKey(session.apiKey))
    let answer: unknown
    try {
      // The account's share of the pool: its other requests wait, other accounts' do not.
      answer = await sharedAccountShare(getEnv().DATABASE_POOL_SIZE).run(account, () =>
        run({
          store,
          boards: boardsStore(db, account),
          body,
          db,
          account,
          team,
          apiKey: session.apiKey,
        }),
      )
    } catch (error) {
      throw inWords(error)
    }
    return Response.json(answer ?? { ok: true }, { headers: NO_STORE })
  })
}

/**
 * A database error mid-request is told in words, never a bare 500. A value it cannot store (a NUL,
 * a date out of its range) is the request's fault and would fail again: a 400, which the outbox
 * drops instead of holding every later write behind it. Anything else (it went away, a statement
 * past the server's time limit) is the workspace being unavailable, and the write is tried again
 * later.
 */
function inWords(error: unknown): unknown {
  if (isStudioError(error)) return error
  if (isDataException(error)) {
    return badRequest('The request holds a value the workspace cannot store.')
  }
  if (isStatementTimeout(error)) {
    return workspaceUnavailable('what was asked took longer than the workspace allows one request')
  }
  console.warn(`[workspace] ${error instanceof Error ? error.message : String(error)}`)
  return workspaceUnavailable()
}

/** An id from the path (made by the client), checked like a body member. */
export async function idFrom(
  params: Promise<Record<string, string>>,
  name: string,
): Promise<string> {
  const parsed = StudioId.safeParse((await params)[name], { error: issueWords })
  if (!parsed.success) throw refusalOf(parsed.error, name)
  return parsed.data
}

export const nothingHere = (message = 'There is nothing saved under this name.') =>
  new StudioError(404, 'not_found', message)
