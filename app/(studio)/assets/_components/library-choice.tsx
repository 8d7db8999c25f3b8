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

/** Team accounts say where an asset goes (spec 4.8: `shared` is required for them). */
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
      {error ? (
        <p id="add-library-error" role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
