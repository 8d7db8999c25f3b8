import type { Asset, AssetListResponse } from '@/lib/api/assets'
import type { LibraryName } from './asset-problem'
import type { LibraryRoom } from '@/lib/media/file-check'

export type KindFilter = '' | 'image' | 'video' | 'audio'

/** Team assets are marked shared (docs/service-contract.md §4.8); some answers may only carry the team id. */
export function libraryOf(asset: Asset): LibraryName {
  return asset.shared === true || (asset.shared == null && Boolean(asset.team_id))
    ? 'team'
    : 'personal'
}

export interface AssetFilter {
  library: LibraryName
  query: string
  kind: KindFilter
}

/** The assets of one library, matching a name search and a kind. */
export function filterAssets(
  assets: readonly Asset[],
  { library, query, kind }: AssetFilter,
): Asset[] {
  const needle = query.trim().toLowerCase()
  return assets.filter(
    (asset) =>
      libraryOf(asset) === library &&
      (!kind || asset.kind === kind) &&
      (!needle || (asset.name ?? '').toLowerCase().includes(needle)),
  )
}

/** Names already used in a library (uniqueness is per library), leaving out one asset being renamed. */
export function takenNames(
  assets: readonly Asset[],
  library: LibraryName,
  exceptId?: string,
): Set<string> {
  return new Set(
    assets
      .filter((a) => libraryOf(a) === library && a.id !== exceptId && a.name)
      .map((a) => a.name as string),
  )
}

/** Used and quota bytes of a library, when the list tells both. */
export function libraryRoom(list: AssetListResponse, library: LibraryName): LibraryRoom | null {
  const pool = library === 'team' ? list.team : list
  const usedBytes = pool?.used_bytes
  const quotaBytes = pool?.quota_bytes
  return usedBytes != null && quotaBytes != null ? { library, usedBytes, quotaBytes } : null
}
