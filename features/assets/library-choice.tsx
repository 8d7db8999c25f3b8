import { FieldError } from '@/components/ui/field-error'
import { RadioChips } from '@/components/ui/radio-chips'

const LIBRARIES = [
  { value: 'personal', label: 'Personal library' },
  { value: 'team', label: 'Team library' },
] as const

interface LibraryChoiceProps {
  value: string
  error?: string
  onChange: (value: string) => void
}

/** Team accounts say where an asset goes (docs/service-contract.md §4.8: `shared` is required for them). */
export function LibraryChoice({ value, error, onChange }: LibraryChoiceProps) {
  return (
    <div className="space-y-1">
      <RadioChips
        name="add-library"
        legend="Library"
        options={LIBRARIES}
        value={value}
        onChange={onChange}
        errorId={error ? 'add-library-error' : undefined}
      />
      <FieldError id="add-library-error" message={error} />
    </div>
  )
}
