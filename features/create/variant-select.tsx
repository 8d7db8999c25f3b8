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
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        Variant
      </label>
      <Select
        id={id}
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
