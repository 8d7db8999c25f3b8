import type { RouteHandlers } from '../http/route-context'
import { accountRoutes } from './account'
import { assetRoutes } from './assets'
import { dialogueRoutes } from './dialogue'
import { editRoutes } from './edits'
import { generationRoutes } from './generations'
import { mediaRoutes } from './media'
import { musicRoutes } from './music'
import { premiumRoutes } from './premium'
import { separationRoutes } from './separation'
import { storyRoutes } from './story'
import { uploadRoutes } from './upload'

/**
 * Every /v1 handler by route id. A new area adds one module exporting `RouteHandlers` and one
 * line here; routes without a handler answer 501 not_implemented.
 */
export const ROUTE_HANDLERS: RouteHandlers = {
  ...accountRoutes,
  ...generationRoutes,
  ...mediaRoutes,
  ...uploadRoutes,
  ...assetRoutes,
  ...editRoutes,
  ...musicRoutes,
  ...dialogueRoutes,
  ...separationRoutes,
  ...storyRoutes,
  ...premiumRoutes,
}
