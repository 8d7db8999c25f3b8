import { ModelsListQuery } from '@/lib/api'
import { invalidParam } from '../http/api-error'
import type { RouteHandlers } from '../http/route-context'
import { balanceOf } from '../store/wallets'
import { purchaseUrl } from './support'

/** GET /v1/models and GET /v1/balance. */
export const accountRoutes: RouteHandlers = {
  v1_models_list: (ctx) => {
    const { model_type: modelType } = ctx.query(ModelsListQuery)
    const { catalog } = ctx.services
    if (modelType && !catalog.modelTypes().includes(modelType)) {
      throw invalidParam('model_type', `unknown model_type '${modelType}'`, catalog.modelTypes())
    }
    const models = catalog.models(modelType || undefined)
    return ctx.json({ models, total_count: models.length })
  },

  v1_balance_get: (ctx) => {
    const { store, now } = ctx.services
    const balance = balanceOf(store.state, ctx.caller.user, purchaseUrl(ctx.services), now())
    store.changed()
    return ctx.json(balance)
  },
}
