import { Card } from '@/components/ui/card'
import type { AssetListResponse } from '@/lib/api/assets'
import type { LibraryName } from '@/lib/assets/asset-problem'
import { AddAssetForm } from './add-asset-form'

export function AddAssetPanel({
  list,
  onAdded,
}: {
  list: AssetListResponse
  onAdded: (library: LibraryName) => void
}) {
  return (
    <Card className="space-y-3 lg:sticky lg:top-4 xl:top-20">
      <h2 className="text-lg font-semibold">Add to the library</h2>
      <AddAssetForm list={list} onAdded={onAdded} />
    </Card>
  )
}
