import { randomUUID } from 'node:crypto'
import { ASSET_FETCH_MAX_BYTES, ASSET_MIME_TYPES, AssetCreateRequest } from '@/lib/api'
import { writeFileAtomically } from '../../atomic-file'
import { extensionOf } from '../../files'
import { apiError } from '../../http/api-error'
import type { RouteContext } from '../../http/route-context'
import { fetchInput } from '../../inputs/fetch-input'
import type { MediaProbe } from '../../inputs/job-input'
import {
  nameTaken as isNameTaken,
  personalLibrary,
  teamLibrary,
  usedBytes,
  type Library,
} from '../../library/records'
import { assetView } from '../../library/view'
import { activeMembership } from '../../store/teams'
import type { AssetRecord } from '../../store/types'
import { checkAssetType, fetchError, nameTaken, quotaExceeded, unsupportedType } from './errors'

/** Team members must choose the library; for everyone else `shared` is ignored (docs/service-contract.md §4.8). */
function targetLibrary(ctx: RouteContext, shared: boolean | null | undefined): Library {
  const { state } = ctx.services.store
  const user = ctx.caller.user
  const membership = activeMembership(state, user)
  if (!membership) return personalLibrary(user)
  if (shared === null || shared === undefined) {
    const team = membership.team
    throw apiError(
      'shared_scope_required',
      `Your account belongs to the team '${team.name}': send shared true (team library) or false (personal library)`,
      { param: 'shared', team_name: team.name, team_id: team.id },
    )
  }
  return shared ? teamLibrary(state, user)! : personalLibrary(user)
}

async function probeAsset(ctx: RouteContext, file: string): Promise<MediaProbe> {
  const { probeMedia } = await ctx.services.media()
  const probe = await probeMedia(file).catch(() => null)
  if (probe && (ASSET_MIME_TYPES as readonly string[]).includes(probe.mime)) return probe
  throw unsupportedType(probe ? `the content (${probe.mime})` : 'content that is no media')
}

function originalFilename(url: string, fallback: string): string {
  let name = new URL(url).pathname.split('/').pop() ?? ''
  try {
    name = decodeURIComponent(name)
  } catch {
    // a malformed escape: keep the name as sent
  }
  return name.replace(/[^\w .()-]/g, '_').slice(0, 200) || fallback
}

interface NewAsset {
  id: string
  body: AssetCreateRequest
  library: Library
  /** Bytes the library has free. */
  room: number
}

/** Fetches the URL to `temp`, checks its content, name and size, and describes the new asset. */
async function fetchAsset(ctx: RouteContext, asset: NewAsset, temp: string): Promise<AssetRecord> {
  const { store, now } = ctx.services
  const { id, body, library } = asset
  const fetched = await fetchInput(ctx.services, body.url, {
    destFile: temp,
    maxBytes: Math.min(ASSET_FETCH_MAX_BYTES, asset.room),
    checkType: checkAssetType,
  })
  const probe = await probeAsset(ctx, temp)
  // Checked again: other requests may have changed the library while this one was fetching.
  if (isNameTaken(store.state, library, body.name)) throw nameTaken(body.name)
  const usedNow = usedBytes(store.state, library)
  if (usedNow + fetched.sizeBytes > library.quotaBytes) throw quotaExceeded(library, usedNow)
  const ext = extensionOf(probe.mime)
  const stamp = now().toISOString()
  return {
    id,
    ownerUserId: ctx.caller.user.id,
    teamId: library.teamId,
    name: body.name,
    originalFilename: originalFilename(body.url, `${body.name}.${ext}`),
    mimeType: probe.mime,
    kind: probe.kind,
    sizeBytes: fetched.sizeBytes,
    width: probe.width ?? null,
    height: probe.height ?? null,
    durationSeconds: probe.durationSeconds ?? null,
    file: `${id}.${ext}`,
    createdAt: stamp,
    updatedAt: stamp,
  }
}

/**
 * POST /v1/assets: fetches the URL (streamed, within the 500 MB limit and the library's free room),
 * checks its type and content, stores it and answers with the new asset.
 */
export async function createAsset(ctx: RouteContext): Promise<Response> {
  const body = await ctx.body(AssetCreateRequest)
  const { store, assetFiles } = ctx.services
  const library = targetLibrary(ctx, body.shared)
  if (isNameTaken(store.state, library, body.name)) throw nameTaken(body.name)
  const used = usedBytes(store.state, library)
  const asset: NewAsset = {
    id: randomUUID(),
    body,
    library,
    room: Math.max(0, library.quotaBytes - used),
  }
  try {
    const { record } = await writeFileAtomically(
      { dir: assetFiles.dir, finalPath: ({ record }) => assetFiles.pathOf(record.file) },
      async (temp: string) => ({ record: await fetchAsset(ctx, asset, temp) }),
    )
    store.state.assets[record.id] = record
    store.changed()
    return ctx.json({ asset: assetView(record, ctx.services) })
  } catch (error) {
    throw fetchError(error, library, used)
  }
}
