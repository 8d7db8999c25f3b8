import { cn } from '@/lib/cn'

interface TypeFilterProps {
  types: string[]
  value: string
  onChange: (value: string) => void
}

/** A radio group of the catalog's model types, plus "All". */
export function TypeFilter({ types, value, onChange }: TypeFilterProps) {
  const options = [
    { value: '', label: 'All' },
    ...types.map((t) => ({ value: t, label: t[0]!.toUpperCase() + t.slice(1) })),
  ]
  return (
    <fieldset className="flex flex-wrap gap-1">
      <legend className="sr-only">Model type</legend>
      {options.map((option) => (
        <label
          key={option.value || 'all'}
          className={cn(
            'cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
            value === option.value
              ? 'border-accent bg-accent/10 text-accent'
              : 'border-line bg-surface text-ink-muted',
          )}
        >
          <input
            type="radio"
            name="model-type"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
