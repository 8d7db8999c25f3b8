import type { RouteHandlers } from '../http/route-context'
import { accountRoutes } from './account'
import { generationRoutes } from './generations'
import { mediaRoutes } from './media'

/**
 * Every /v1 handler by route id. A new area adds one module exporting `RouteHandlers` and one
 * line here; routes without a handler answer 501 not_implemented.
 */
export const ROUTE_HANDLERS: RouteHandlers = {
  ...accountRoutes,
  ...generationRoutes,
  ...mediaRoutes,
}
