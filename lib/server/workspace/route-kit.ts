import 'server-only'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { accountIdOf, browserScopeOf } from '../account'
import { isCrossSiteWrite } from '../proxy-rules'
import { readSession } from '../session'
import {
  StudioError,
  accountChanged,
  crossSiteRefused,
  guard,
  isStudioError,
  notConnected,
} from '../studio-error'
import { STUDIO_SCOPE_HEADER } from '@/lib/studio-api/routes'
import { StudioId } from '@/lib/studio-api/studio-id'
import { workspaceDatabase, workspaceUnavailable } from './database'
import { boardsStore, type BoardsStore } from './boards'
import { workspaceStore, type WorkspaceStore } from './store'
import type { WorkspaceTables } from './tables'
import { teamOfKey, type TeamLookup } from './team'

const NO_STORE = { 'cache-control': 'no-store' }

const badRequest = (message: string) => new StudioError(400, 'invalid_request', message)
const firstIssue = (error: z.ZodError) =>
  z.prettifyError(error).split('\n')[0]?.replace(/^✖\s*/, '') ?? 'The request is not valid.'

/**
 * Reads a JSON body of at most `limit` bytes: a longer one is refused as soon as it is longer
 * (from Content-Length when told, else while reading), so no route buffers more than it allows.
 * The studio's session routes get a shared reader of their own; this one is the workspace's.
 */
async function readBoundedJson(request: Request, limit: number): Promise<unknown> {
  const tooLarge = () =>
    new StudioError(413, 'body_too_large', `The request body is larger than ${limit} bytes.`)
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) throw tooLarge()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw badRequest('The request body must be JSON.')
  }
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
  return guard(async () => {
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
      )
      if (!parsed.success) throw badRequest(firstIssue(parsed.error))
      body = parsed.data
    }
    const { db } = await workspaceDatabase()
    const account = accountIdOf(session.apiKey)
    const store = workspaceStore(db, account)
    let lookup: Promise<TeamLookup> | null = null
    const team = () => (lookup ??= teamOfKey(session.apiKey))
    let answer: unknown
    try {
      answer = await run({ store, boards: boardsStore(db, account), body, db, account, team })
    } catch (error) {
      throw asUnavailable(error)
    }
    return Response.json(answer ?? { ok: true }, { headers: NO_STORE })
  })
}

/** A database error mid-request (it went away, a timeout) is told in words, never a bare 500. */
function asUnavailable(error: unknown): unknown {
  if (isStudioError(error)) return error
  console.warn(`[workspace] ${error instanceof Error ? error.message : String(error)}`)
  return workspaceUnavailable()
}

/** An id from the path (made by the client), checked like a body member. */
export async function idFrom(
  params: Promise<Record<string, string>>,
  name: string,
): Promise<string> {
  const parsed = StudioId.safeParse((await params)[name])
  if (!parsed.success) throw badRequest(firstIssue(parsed.error))
  return parsed.data
}

export const nothingHere = () =>
  new StudioError(404, 'not_found', 'There is nothing saved under this name.')
