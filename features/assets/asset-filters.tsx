import { Input } from '@/components/ui/input'
import { RadioChips } from '@/components/ui/radio-chips'
import type { KindFilter } from '@/lib/media/library-view'

const KIND_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'image', label: 'Images' },
  { value: 'video', label: 'Videos' },
  { value: 'audio', label: 'Audio' },
] as const

interface AssetFiltersProps {
  query: string
  kind: KindFilter
  onQuery: (query: string) => void
  onKind: (kind: KindFilter) => void
}

export function AssetFilters({ query, kind, onQuery, onKind }: AssetFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RadioChips
        name="asset-kind"
        legend="Kind"
        hideLegend
        options={KIND_OPTIONS}
        value={kind}
        onChange={(value) => onKind(value as KindFilter)}
      />
      <div className="ml-auto w-full sm:w-64">
        <label htmlFor="asset-search" className="sr-only">
          Search assets by name
        </label>
        <Input
          id="asset-search"
          type="search"
          placeholder="Search by name"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
        />
      </div>
    </div>
  )
}
