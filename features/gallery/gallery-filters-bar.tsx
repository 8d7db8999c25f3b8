'use client'

import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { hasFilters, STATUS_FILTERS, type GalleryFilters } from '@/lib/media/history-filters'
import type { FilterOption } from '@/features/gallery/model/filter-options'

interface GalleryFiltersBarProps {
  filters: GalleryFilters
  models: FilterOption[]
  types: FilterOption[]
  onChange: (changes: Partial<GalleryFilters>) => void
}

function FilterSelect(props: {
  id: string
  label: string
  value: string
  options: readonly FilterOption[]
  allLabel: string
  onChange: (value: string) => void
}) {
  return (
    <div className="w-full space-y-1 sm:w-56">
      <label htmlFor={props.id} className="block text-xs font-medium text-ink-muted">
        {props.label}
      </label>
      <Select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.allLabel}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  )
}

/** Status, model and type filters; the page keeps them in the URL. */
export function GalleryFiltersBar({ filters, models, types, onChange }: GalleryFiltersBarProps) {
  return (
    <div role="search" className="flex flex-wrap items-end gap-3" aria-label="Filter generations">
      <FilterSelect
        id="gallery-status"
        label="Status"
        value={filters.status}
        options={STATUS_FILTERS}
        allLabel="Any status"
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        id="gallery-model"
        label="Model"
        value={filters.model}
        options={models}
        allLabel="Any model"
        onChange={(model) => onChange({ model })}
      />
      <FilterSelect
        id="gallery-type"
        label="Type"
        value={filters.type}
        options={types}
        allLabel="Any type"
        onChange={(type) => onChange({ type })}
      />
      {hasFilters(filters) ? (
        <Button variant="ghost" onClick={() => onChange({ status: '', model: '', type: '' })}>
          Clear filters
        </Button>
      ) : null}
    </div>
  )
}
