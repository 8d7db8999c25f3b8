import { useId } from 'react'
import { Select } from '@/components/ui/select'
import type { ModelGroup } from '@/lib/catalog/browse'

interface VariantSelectProps {
  group: ModelGroup
  /** The chosen variant; null while only the family name is chosen. */
  selectedId: string | null
  onPick: (modelId: string) => void
}

/** The concrete variants of a family (the default first): what the service takes as `model`. */
export function VariantSelect({ group, selectedId, onPick }: VariantSelectProps) {
  const id = useId()
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-caption font-medium text-ink-muted">
        Variant
      </label>
      <Select
        id={id}
        className="min-w-0 flex-1 py-1 text-caption"
        value={selectedId ?? ''}
        onChange={(e) => e.target.value && onPick(e.target.value)}
      >
        {selectedId ? null : (
          <option value="" disabled>
            Choose a variant of {group.name}
          </option>
        )}
        {group.models.map((model) => (
          <option key={model.model_id} value={model.model_id}>
            {model.display_name ?? model.model_id}
          </option>
        ))}
      </Select>
    </div>
  )
}
