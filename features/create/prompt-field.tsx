import { useFormContext, useWatch } from 'react-hook-form'
import { CharCount } from '@/components/ui/char-count'
import { FieldError } from '@/components/ui/field-error'
import { Textarea } from '@/components/ui/textarea'
import type { MediaField } from '@/lib/forms/media-fields'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { errorId, fieldId } from './field-ids'
import { PromptHistoryButton } from '@/components/prompt-history/history-popover'

type TextField = Extract<MediaField, { kind: 'text' }>

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
        <span className="flex items-baseline gap-2">
          {field.name === 'prompt' ? <PromptHistoryButton fieldId={id} /> : null}
          {field.maxChars !== null ? (
            <CharCount id={counterId} length={value.length} limit={field.maxChars} />
          ) : null}
        </span>
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
