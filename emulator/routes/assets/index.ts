import { rm } from 'node:fs/promises'
import { AssetRenameRequest, type AssetListResponse } from '@/lib/api'
import { notFound } from '../../http/api-error'
import type { RouteContext, RouteHandlers } from '../../http/route-context'
import {
  accessibleAsset,
  assetsIn,
  nameTaken as isNameTaken,
  personalLibrary,
  teamLibrary,
  usedBytes,
} from '../../library/records'
import { assetView } from '../../library/view'
import { activeMembership } from '../../store/teams'
import { createAsset } from './create'
import { nameTaken } from './errors'

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)

function listAssets(ctx: RouteContext): AssetListResponse {
  const { state } = ctx.services.store
  const user = ctx.caller.user
  const personal = personalLibrary(user)
  const team = teamLibrary(state, user)
  const records = [
    ...assetsIn(state, personal).sort(newestFirst),
    ...(team ? assetsIn(state, team).sort(newestFirst) : []),
  ]
  const teamRecord = activeMembership(state, user)?.team
  return {
    assets: records.map((a) => assetView(a, ctx.services)),
    count: records.length,
    quota_bytes: personal.quotaBytes,
    used_bytes: usedBytes(state, personal),
    team:
      team && teamRecord
        ? {
            team_id: teamRecord.id,
            team_name: teamRecord.name,
            quota_bytes: team.quotaBytes,
            used_bytes: usedBytes(state, team),
          }
        : null,
  }
}

function ownedAsset(ctx: RouteContext) {
  const found = accessibleAsset(ctx.services.store.state, ctx.caller.user, ctx.param('id'))
  if (!found) throw notFound('Asset')
  return found
}

/**
 * The asset library (docs/service-contract.md §4.8): personal assets, and for active team members the team library,
 * which every member may use, rename and delete.
 */
// docs/decisions.md §D17: any active member may change team assets
export const assetRoutes: RouteHandlers = {
  v1_assets_list: (ctx) => ctx.json(listAssets(ctx)),

  v1_assets_create: createAsset,

  v1_assets_rename: async (ctx) => {
    const { asset, library } = ownedAsset(ctx)
    const { name } = await ctx.body(AssetRenameRequest)
    const { store, now } = ctx.services
    if (isNameTaken(store.state, library, name, asset.id)) throw nameTaken(name)
    Object.assign(asset, { name, updatedAt: now().toISOString() })
    store.changed()
    return ctx.json({ asset: assetView(asset, ctx.services) })
  },

  v1_assets_delete: async (ctx) => {
    const { asset } = ownedAsset(ctx)
    const { store, assetFiles } = ctx.services
    delete store.state.assets[asset.id]
    store.changed()
    await rm(assetFiles.pathOf(asset.file), { force: true })
    return ctx.json({ deleted: true, id: asset.id })
  },
}
