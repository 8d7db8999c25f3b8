import type { Asset } from '@/lib/api'
import type { Services } from '../services'
import type { AssetRecord } from '../store/types'

/** An asset as the API shows it (docs/service-contract.md §2.8), with a URL signed afresh on every read. */
export function assetView(asset: AssetRecord, services: Services): Asset {
  const { store, signer, now } = services
  const signed = signer.sign(asset.file, now())
  const uploader = store.state.users[asset.ownerUserId]
  return {
    id: asset.id,
    user_id: asset.ownerUserId,
    team_id: asset.teamId,
    name: asset.name,
    original_filename: asset.originalFilename,
    mime_type: asset.mimeType,
    kind: asset.kind,
    size_bytes: asset.sizeBytes,
    width: asset.width,
    height: asset.height,
    duration_seconds: asset.durationSeconds,
    created_at: asset.createdAt,
    updated_at: asset.updatedAt,
    url: signed.url,
    url_expires_at: signed.expiresAt,
    shared: asset.teamId !== null,
    owner_user_id: asset.ownerUserId,
    uploaded_by: { user_id: asset.ownerUserId, username: uploader?.username ?? null },
  }
}
