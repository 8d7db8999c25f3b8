import { cn } from '@/lib/cn'

interface RadioChipsProps {
  name: string
  legend: string
  options: readonly { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  /** Id of an error message describing the group. */
  errorId?: string
  hideLegend?: boolean
}

/** A radio group drawn as chips; arrow keys move between options like any radio group. */
export function RadioChips({
  name,
  legend,
  options,
  value,
  onChange,
  errorId,
  hideLegend,
}: RadioChipsProps) {
  return (
    <fieldset className="space-y-1" aria-describedby={errorId}>
      <legend className={cn('mb-1 text-sm font-medium text-ink', hideLegend && 'sr-only')}>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              value === option.value
                ? 'border-accent bg-accent/10 font-medium text-ink'
                : 'border-line bg-surface text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
