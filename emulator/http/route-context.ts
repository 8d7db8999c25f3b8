import type { Context } from 'hono'
import type { z } from 'zod'
import type { ROUTE_SCHEMAS } from '@/lib/api/route-schemas'
import type { RouteDef, RouteId } from '@/lib/api/routes'
import type { Services } from '../services'
import type { ApiKeyRecord, UserRecord } from '../store/types'
import { readJsonBody, readQuery } from './body'

export interface Caller {
  user: UserRecord
  key: ApiKeyRecord
}

/** The body a route answers with: what its response schema in lib/api/route-schemas.ts accepts. */
export type RouteResponse<Id extends RouteId> = z.input<(typeof ROUTE_SCHEMAS)[Id]['response']>

/**
 * What a /v1 route handler receives: the authenticated caller, the matched route, helpers.
 * `json` takes only the route's response shape, so a handler answering the wrong shape fails tsc.
 */
export class RouteContext<Id extends RouteId = RouteId> {
  readonly url: URL

  constructor(
    readonly c: Context,
    readonly services: Services,
    readonly route: RouteDef,
    readonly params: Record<string, string>,
    readonly caller: Caller,
  ) {
    this.url = new URL(c.req.url)
  }

  body<S extends z.ZodType>(schema: S): Promise<z.infer<S>> {
    return readJsonBody(this.c.req.raw, schema)
  }

  query<S extends z.ZodType>(schema: S): z.infer<S> {
    return readQuery(this.url, schema)
  }

  param(name: string): string {
    return this.params[name] ?? ''
  }

  json(body: RouteResponse<Id>): Response {
    return this.c.json(body)
  }
}

export type RouteHandler<Id extends RouteId> = (
  ctx: RouteContext<Id>,
) => Promise<Response> | Response

/** A route module: handlers for some route ids of the table in lib/api/routes.ts. */
export type RouteHandlers = { [Id in RouteId]?: RouteHandler<Id> }
