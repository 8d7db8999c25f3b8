import type { RouteHandlers } from '../../http/route-context'
import { captionsRoute } from './captions'
import { dubbingRoute } from './dubbing'
import { extendRoute } from './extend'
import { finalizeDraftRoute } from './finalize-draft'
import { removeBackgroundRoute } from './remove-background'

/** Jobs on existing media, all tracked on GET /v1/generate/media/{id} (docs/service-contract.md §4.2). */
export const editRoutes: RouteHandlers = {
  v1_remove_background: removeBackgroundRoute,
  v1_captions_generate: captionsRoute,
  v1_dubbing_generate: dubbingRoute,
  v1_media_extend: extendRoute,
  v1_media_finalize_draft: finalizeDraftRoute,
}
