import { useFormContext, useWatch } from 'react-hook-form'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'
import type { MediaField } from '@/lib/forms/media-fields'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { errorId, FieldError, fieldId } from './field-error'

type TextField = Extract<MediaField, { kind: 'text' }>

const count = new Intl.NumberFormat('en-US')

/** Prompt or negative prompt, with a live count against the model's prompt_max_chars. */
export function PromptField({ field }: { field: TextField }) {
  const { register, control, formState } = useFormContext<MediaFormValues>()
  const value = useWatch({ control, name: field.name }) ?? ''
  const error = formState.errors[field.name]?.message
  const id = fieldId(field.name)
  const counterId = `${id}-count`
  const over = field.maxChars !== null && value.length > field.maxChars
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {field.label}
          {field.required ? null : <span className="font-normal text-ink-muted"> (optional)</span>}
        </label>
        {field.maxChars !== null ? (
          <span
            id={counterId}
            className={cn(
              'text-xs tabular-nums',
              over ? 'font-medium text-danger' : 'text-ink-muted',
            )}
          >
            {count.format(value.length)} / {count.format(field.maxChars)}
            <span className="sr-only"> characters</span>
          </span>
        ) : null}
      </div>
      <Textarea
        id={id}
        rows={field.name === 'prompt' ? 5 : 2}
        aria-invalid={Boolean(error) || over}
        aria-describedby={
          [field.maxChars !== null ? counterId : '', error ? errorId(field.name) : '']
            .join(' ')
            .trim() || undefined
        }
        {...register(field.name)}
      />
      <FieldError id={errorId(field.name)} message={error} />
    </div>
  )
}
