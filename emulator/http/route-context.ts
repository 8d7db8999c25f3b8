import type { Context } from 'hono'
import type { z } from 'zod'
import type { RouteDef, RouteId } from '@/lib/api/routes'
import type { Services } from '../services'
import type { ApiKeyRecord, UserRecord } from '../store/types'
import { readJsonBody, readQuery } from './body'

export interface Caller {
  user: UserRecord
  key: ApiKeyRecord
}

/** What a /v1 route handler receives: the authenticated caller, the matched route, helpers. */
export class RouteContext {
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

  json(body: unknown, status = 200): Response {
    return this.c.json(body as object, status as 200)
  }
}

export type RouteHandler = (ctx: RouteContext) => Promise<Response> | Response

/** A route module: handlers for some route ids of the table in lib/api/routes.ts. */
export type RouteHandlers = Partial<Record<RouteId, RouteHandler>>
