import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { CharCount } from '@/components/ui/char-count'
import { FieldError } from '@/components/ui/field-error'
import { Textarea } from '@/components/ui/textarea'

interface CountedTextProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string
  label: string
  length: number
  limit: number | null
  error?: string
  hint?: string
}

/** A labelled text area with a live character count against a limit, and its error. */
export const CountedText = forwardRef<HTMLTextAreaElement, CountedTextProps>(function CountedText(
  { id, label, length, limit, error, hint, ...props },
  ref,
) {
  const over = limit !== null && length > limit
  const describedBy = [`${id}-count`, hint ? `${id}-hint` : '', error ? `${id}-error` : '']
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <CharCount id={`${id}-count`} length={length} limit={limit} />
      </div>
      <Textarea
        ref={ref}
        id={id}
        aria-invalid={Boolean(error) || over}
        aria-describedby={describedBy.filter(Boolean).join(' ')}
        {...props}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
})
