import type { Handler } from 'hono'
import { decodeRoutePath, matchRoute, pathIsKnown } from '@/lib/api/routes'
import type { Services } from '../services'
import { ApiError, apiError } from './api-error'
import { authenticate, requireScope } from './auth'
import { rateLimitExceeded, rateLimitHeaders } from './rate-limit'
import { RouteContext, type RouteHandlers } from './route-context'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Serves every /v1 route: match, fault injection, auth, scope, rate limit, then the handler. */
export function v1Dispatcher(services: Services, handlers: RouteHandlers): Handler {
  let requestCount = 0
  const { faults } = services.config
  return async (c) => {
    const path = decodeRoutePath(new URL(c.req.url).pathname)
    const match = path ? matchRoute(c.req.method, path) : null
    if (!match) {
      if (path && pathIsKnown(path)) {
        throw new ApiError(405, {
          error: 'method_not_allowed',
          message: `${c.req.method} is not allowed on ${path}`,
        })
      }
      throw apiError('not_found', `No route ${c.req.method} ${path ?? 'with this path'}`)
    }
    if (faults.latencyMs > 0) await sleep(faults.latencyMs)
    requestCount += 1
    if (faults.every5xx > 0 && requestCount % faults.every5xx === 0) {
      throw new ApiError(503, {
        error: 'service_unavailable',
        message: 'Injected fault: try again later',
      })
    }
    const caller = authenticate(services.store.state, c.req.raw.headers)
    requireScope(caller, match.route.scopes)
    if (faults.every429 > 0 && requestCount % faults.every429 === 0) {
      const { rateGroup } = match.route
      throw rateLimitExceeded(rateGroup, services.rateLimiter.exhausted(rateGroup))
    }
    const decision = services.rateLimiter.take(caller.key.id, match.route.rateGroup)
    if (!decision.allowed) throw rateLimitExceeded(match.route.rateGroup, decision)
    const handler = handlers[match.route.id as keyof RouteHandlers]
    if (!handler) {
      throw new ApiError(501, {
        error: 'not_implemented',
        message: `${match.route.id} is not implemented by the emulator yet`,
      })
    }
    const response = await handler(new RouteContext(c, services, match.route, match.params, caller))
    for (const [name, value] of Object.entries(rateLimitHeaders(decision)))
      response.headers.set(name, value)
    return response
  }
}
