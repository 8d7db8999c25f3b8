import { Controller, useFormContext } from 'react-hook-form'
import { FieldError } from '@/components/ui/field-error'
import { RadioChips } from '@/components/ui/radio-chips'
import type { MediaField } from '@/lib/forms/media-fields'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { generationTypeLabel } from '@/lib/forms/labels'
import { errorId } from './field-ids'

type ChoiceField = Extract<MediaField, { kind: 'choice' }>

const labelOf = (field: ChoiceField, option: string) =>
  field.name === 'generation_type' ? generationTypeLabel(option) : option

/** One of the catalog's options, as chips; a single option is shown, not offered. */
export function ChoiceField({ field }: { field: ChoiceField }) {
  const { control } = useFormContext<MediaFormValues>()
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => (
        <div className="space-y-1">
          {field.options.length === 1 ? (
            <p className="text-sm">
              <span className="font-medium">{field.label}:</span>{' '}
              {labelOf(field, field.options[0]!)}
            </p>
          ) : (
            <RadioChips
              name={input.name}
              legend={field.label}
              options={field.options.map((value) => ({ value, label: labelOf(field, value) }))}
              value={input.value}
              onChange={input.onChange}
              errorId={fieldState.error ? errorId(field.name) : undefined}
            />
          )}
          <FieldError id={errorId(field.name)} message={fieldState.error?.message} />
        </div>
      )}
    />
  )
}
