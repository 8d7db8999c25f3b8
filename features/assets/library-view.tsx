import { Tabs } from '@/components/ui/tabs'
import type { AssetListResponse } from '@/lib/api/assets'
import type { LibraryName } from '@/lib/media/asset-problem'
import { filterAssets, type KindFilter } from '@/lib/media/library-view'
import { AssetFilters } from './asset-filters'
import { AssetGrid } from './asset-grid'

interface LibraryViewProps {
  list: AssetListResponse
  library: LibraryName
  onLibrary: (library: LibraryName) => void
  query: string
  onQuery: (query: string) => void
  kind: KindFilter
  onKind: (kind: KindFilter) => void
}

/** Filters and the grid; team members switch between their personal and the team library. */
export function LibraryView({
  list,
  library,
  onLibrary,
  query,
  onQuery,
  kind,
  onKind,
}: LibraryViewProps) {
  const count = (name: LibraryName) =>
    filterAssets(list.assets, { library: name, query: '', kind: '' }).length
  const body = (
    <div className="space-y-4">
      <AssetFilters query={query} kind={kind} onQuery={onQuery} onKind={onKind} />
      <AssetGrid assets={list.assets} library={library} query={query} kind={kind} />
    </div>
  )
  return (
    <section aria-labelledby="library-heading" className="min-w-0 space-y-3">
      <h2 id="library-heading" className="text-lg font-semibold">
        Library
      </h2>
      {list.team ? (
        <Tabs
          label="Libraries"
          value={library}
          onChange={onLibrary}
          tabs={[
            { value: 'personal', label: `Personal (${count('personal')})` },
            { value: 'team', label: `Team (${count('team')})` },
          ]}
        >
          {body}
        </Tabs>
      ) : (
        body
      )}
    </section>
  )
}
