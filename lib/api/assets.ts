import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { HttpUrl } from './common'
import { ASSET_NAME_PATTERN } from './decisions'

/** A library entry (docs/service-contract.md §2.8): every member optional or nullable, extras pass through. */
export const Asset = lazySchema(() =>
  z.looseObject({
    id: z.string().nullish(),
    user_id: z.string().nullish(),
    team_id: z.string().nullish(),
    name: z.string().nullish(),
    original_filename: z.string().nullish(),
    mime_type: z.string().nullish(),
    kind: z.string().nullish(),
    size_bytes: z.number().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    duration_seconds: z.number().nullish(),
    created_at: z.string().nullish(),
    updated_at: z.string().nullish(),
    url: z.string().nullish(),
    url_expires_at: z.string().nullish(),
    shared: z.boolean().nullish(),
    owner_user_id: z.string().nullish(),
    uploaded_by: z
      .looseObject({ user_id: z.string().nullish(), username: z.string().nullish() })
      .nullish(),
  }),
)
export type Asset = z.infer<typeof Asset>

const Pool = lazySchema(() =>
  z.looseObject({ quota_bytes: z.number().nullish(), used_bytes: z.number().nullish() }),
)

export const AssetListResponse = lazySchema(() =>
  z.looseObject({
    assets: z.array(Asset),
    count: z.int(),
    quota_bytes: z.number().nullish(),
    used_bytes: z.number().nullish(),
    team: Pool.nullish(),
  }),
)
export type AssetListResponse = z.infer<typeof AssetListResponse>

export const AssetResponse = lazySchema(() => z.looseObject({ asset: Asset.nullable() }))
export type AssetResponse = z.infer<typeof AssetResponse>

const AssetName = lazySchema(() =>
  z.string().regex(ASSET_NAME_PATTERN, 'use 1-64 of a-z, 0-9, _ and -'),
)

/** POST /v1/assets (docs/service-contract.md §4.8). `shared` is required for active team members. */
export const AssetCreateRequest = lazySchema(() =>
  z.strictObject({
    name: AssetName,
    url: HttpUrl,
    shared: z.boolean().nullish(),
  }),
)
export type AssetCreateRequest = z.infer<typeof AssetCreateRequest>

// docs/decisions.md §D17 (rename body)
export const AssetRenameRequest = lazySchema(() => z.strictObject({ name: AssetName }))
export type AssetRenameRequest = z.infer<typeof AssetRenameRequest>

// docs/decisions.md §D17 (delete confirmation)
export const DeleteConfirmation = lazySchema(() =>
  z.looseObject({ deleted: z.boolean(), id: z.string() }),
)
export type DeleteConfirmation = z.infer<typeof DeleteConfirmation>

/** MIME types the asset fetch accepts (docs/service-contract.md §4.8). */
export const ASSET_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'video/mp4',
  'video/quicktime',
  'video/x-matroska',
  'video/webm',
  'audio/mpeg',
  'audio/wav',
  'audio/mp3',
  'audio/ogg',
  'audio/mp4',
  'audio/m4a',
  'audio/webm',
] as const
