import { useFormContext, useWatch } from 'react-hook-form'
import { CharCount } from '@/components/ui/char-count'
import { FieldError } from '@/components/ui/field-error'
import { Textarea } from '@/components/ui/textarea'
import type { MediaField } from '@/lib/forms/media-fields'
import type { MediaFormValues } from '@/lib/forms/media-values'
import { cn } from '@/lib/cn'
import { errorId, fieldId } from './field-ids'
import { PromptHistoryButton } from '@/components/prompt-history/history-popover'

type TextField = Extract<MediaField, { kind: 'text' }>

/**
 * Prompt or negative prompt, with a live count against the model's prompt_max_chars. The prompt
 * sits in the composer's bar (`inBar`): two lines that grow with the text, named for screen
 * readers, its count and past prompts on one small line under it.
 */
export function PromptField({ field, inBar = false }: { field: TextField; inBar?: boolean }) {
  const { register, control, formState } = useFormContext<MediaFormValues>()
  const value = useWatch({ control, name: field.name }) ?? ''
  const error = formState.errors[field.name]?.message
  const id = fieldId(field.name)
  const counterId = `${id}-count`
  const over = field.maxChars !== null && value.length > field.maxChars
  return (
    <div className={inBar ? 'relative flex flex-col gap-0.5' : 'space-y-1'}>
      <div
        className={cn(
          'flex items-baseline justify-between gap-2',
          // In the bar its label is read out, not shown, and the line goes under the field on a
          // phone, in the field's corner on a wide screen (the bar stays one row high).
          inBar && 'order-last lg:absolute lg:right-1.5 lg:top-1',
        )}
      >
        <label htmlFor={id} className={inBar ? 'sr-only' : 'text-sm font-medium text-ink'}>
          {field.label}
          {field.required ? null : <span className="font-normal text-ink-muted"> (optional)</span>}
        </label>
        <span className={cn('flex items-baseline gap-2', inBar && 'ml-auto')}>
          {field.name === 'prompt' ? <PromptHistoryButton fieldId={id} /> : null}
          {field.maxChars !== null ? (
            <CharCount id={counterId} length={value.length} limit={field.maxChars} />
          ) : null}
        </span>
      </div>
      <Textarea
        id={id}
        rows={field.name === 'prompt' ? (inBar ? 2 : 5) : 2}
        placeholder={inBar ? 'Describe what to make' : undefined}
        aria-invalid={Boolean(error) || over}
        aria-describedby={
          [field.maxChars !== null ? counterId : '', error ? errorId(field.name) : '']
            .join(' ')
            .trim() || undefined
        }
        // In the bar it grows with the text, up to a few lines, then scrolls.
        className={
          inBar ? 'max-h-40 min-h-14 resize-none [field-sizing:content] lg:pr-44' : undefined
        }
        {...register(field.name)}
      />
      <FieldError id={errorId(field.name)} message={error} />
    </div>
  )
}
