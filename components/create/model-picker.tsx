'use client'

import { useId, useMemo, useState } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { RadioChips } from '@/components/ui/radio-chips'
import { Select } from '@/components/ui/select'
import type { Model } from '@/lib/api/models'
import { filterModels, groupByFamily, modelTypesOf, type ModelGroup } from '@/lib/catalog/browse'
import { capitalize } from '@/lib/forms/labels'
import type { ModelLookup } from '@/lib/forms/model-choice'
import { ModelSummary } from './model-summary'
import { VariantSelect } from './variant-select'

interface ModelPickerProps {
  models: Model[]
  lookup: ModelLookup
  onPick: (modelId: string) => void
  error: string | null
}

/** The group (family or lone model) the current selection belongs to. */
function currentGroupLabel(lookup: ModelLookup): string {
  if (lookup.kind === 'model') return lookup.model.family ?? lookup.model.model_id
  return lookup.kind === 'family' ? lookup.family : ''
}

/** Pick a model by type and search; a family resolves to its concrete variants. */
export function ModelPicker({ models, lookup, onPick, error }: ModelPickerProps) {
  const id = useId()
  const current = currentGroupLabel(lookup)
  const currentModel = lookup.kind === 'model' ? lookup.model : null
  const [type, setType] = useState(currentModel?.model_type.toLowerCase() ?? '')
  const [query, setQuery] = useState('')
  const allGroups = useMemo(() => groupByFamily(models), [models])
  const found = useMemo(
    () => groupByFamily(filterModels(models, { type, query })),
    [models, type, query],
  )
  // The current choice stays listed even when the filter hides it, so the select shows it.
  const groups = found.some((g) => g.label === current)
    ? found
    : [...allGroups.filter((g) => g.label === current), ...found]
  const group: ModelGroup | undefined = allGroups.find((g) => g.label === current)

  const changeType = (next: string) => {
    setType(next)
    const first = groupByFamily(filterModels(models, { type: next }))[0]?.models[0]
    if (first && next && currentModel?.model_type.toLowerCase() !== next) onPick(first.model_id)
  }

  return (
    <section aria-label="Model" className="space-y-3">
      <RadioChips
        name="create-model-type"
        legend="Model type"
        options={[
          { value: '', label: 'All' },
          ...modelTypesOf(models).map((t) => ({ value: t, label: capitalize(t) })),
        ]}
        value={type}
        onChange={changeType}
      />
      <div className="space-y-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search models
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Search models"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="text-xs text-ink-muted" aria-live="polite">
          {found.length
            ? `${found.length} to choose from`
            : 'No model matches: try another type or search.'}
        </p>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-model`} className="block text-sm font-medium">
          Model
        </label>
        <Select
          id={`${id}-model`}
          value={current}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const picked = groups.find((g) => g.label === e.target.value)?.models[0]
            if (picked) onPick(picked.model_id)
          }}
        >
          {current ? null : <option value="">Choose a model</option>}
          {groups.map((g) => (
            <option key={g.label} value={g.label}>
              {g.isFamily
                ? `${g.label} (${g.models.length} variants)`
                : (g.models[0]?.display_name ?? g.label)}
            </option>
          ))}
        </Select>
      </div>
      {group?.isFamily ? (
        <VariantSelect group={group} selectedId={currentModel?.model_id ?? null} onPick={onPick} />
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
      {currentModel ? <ModelSummary model={currentModel} /> : null}
    </section>
  )
}
