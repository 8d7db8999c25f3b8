import { useFormContext } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import type { MediaField } from '@/lib/forms/media-fields'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { errorId, fieldId } from './field-ids'

type SecondsField = Extract<MediaField, { kind: 'seconds' }>

/** Any whole number of seconds in the model's range, with its typical choices suggested. */
export function SecondsField({ field }: { field: SecondsField }) {
  const { register, formState, trigger } = useFormContext<MediaFormValues>()
  const error = formState.errors.duration?.message
  const id = fieldId(field.name)
  const listId = `${id}-suggestions`
  const hintId = `${id}-hint`
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {field.label} (seconds)
      </label>
      <div className="w-32">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          list={field.suggestions.length ? listId : undefined}
          className="w-32"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId(field.name) : hintId}
          // Checked as it is typed, so the price beside it is never that of a refused value.
          {...register('duration', { onChange: () => void trigger('duration') })}
        />
      </div>
      <datalist id={listId}>
        {field.suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <p id={hintId} className="text-xs text-ink-muted">
        Any whole number from {field.min} to {field.max}.
      </p>
      <FieldError id={errorId(field.name)} message={error} />
    </div>
  )
}
