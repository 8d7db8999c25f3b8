import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'

const count = new Intl.NumberFormat('en-US')

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
        <span
          id={`${id}-count`}
          className={cn(
            'text-xs tabular-nums',
            over ? 'font-medium text-danger' : 'text-ink-muted',
          )}
        >
          {count.format(length)}
          {limit !== null ? ` / ${count.format(limit)}` : ''}
          <span className="sr-only"> characters</span>
        </span>
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
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
})
