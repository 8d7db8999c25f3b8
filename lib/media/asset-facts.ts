import type { Asset } from '@/lib/api/assets'
import { formatBytes, formatDate } from '@/lib/format'
import { libraryOf } from '@/lib/media/library-view'

function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(Math.round(seconds % 60)).padStart(2, '0')} min`
}

/** The label/value rows shown under an asset, only those the service told. */
export function assetFacts(asset: Asset): [string, string][] {
  const rows: [string, string | null][] = [
    ['Kind', asset.kind ?? null],
    ['Size', asset.size_bytes != null ? formatBytes(asset.size_bytes) : null],
    ['Dimensions', asset.width && asset.height ? `${asset.width} × ${asset.height}` : null],
    ['Duration', asset.duration_seconds != null ? formatDuration(asset.duration_seconds) : null],
    [
      'Added',
      asset.created_at && Date.parse(asset.created_at) ? formatDate(asset.created_at) : null,
    ],
    [
      'Uploaded by',
      libraryOf(asset) === 'team'
        ? (asset.uploaded_by?.username ?? asset.owner_user_id ?? null)
        : null,
    ],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}
