import { AssetPreview } from '@/components/media/asset-preview'
import { mediaDragProps } from '@/components/media/media-drag'
import { Badge } from '@/components/ui/badge'
import type { Asset } from '@/lib/api/assets'
import { assetFacts } from '@/lib/media/asset-facts'
import { libraryOf } from '@/lib/media/library-view'
import { assetPayload } from '@/lib/media/drag-payload'
import { AssetNameEditor } from './asset-name-editor'
import { DeleteAssetButton } from './delete-asset-button'

interface AssetCardProps {
  asset: Asset & { id: string }
  /** Names already used in the asset's library, for the live rename check. */
  takenNames: ReadonlySet<string>
}

export function AssetCard({ asset, takenNames }: AssetCardProps) {
  const headingId = `asset-${asset.id}`
  const shared = libraryOf(asset) === 'team'
  // A library holds a few dozen cards: the payload is checked here, so a card that cannot be
  // dropped anywhere (not a media file) is not draggable at all.
  const payload = assetPayload(asset)
  return (
    <article
      aria-labelledby={headingId}
      {...mediaDragProps(payload ? () => payload : null)}
      className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface"
    >
      <AssetPreview asset={asset} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <AssetNameEditor asset={asset} headingId={headingId} takenNames={takenNames} />
        {shared ? (
          <div>
            <Badge className="border-accent/40 text-accent">Shared with the team</Badge>
          </div>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          {assetFacts(asset).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="truncate">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex justify-end pt-1">
          <DeleteAssetButton asset={asset} />
        </div>
      </div>
    </article>
  )
}
