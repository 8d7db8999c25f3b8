import type { FormHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import { FieldError } from '@/components/ui/field-error'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/cn'

export interface AnswerableQuestion {
  id: string
  question: string
  options: string[]
  windowExpiresAt: string
}

interface AnswerLayoutProps {
  question: AnswerableQuestion
  baseId: string
  /** Options and text box off: not live yet, or an answer under review. */
  locked: boolean
  /** The option picked, if any. */
  option?: string
  onPick?: (value: string) => void
  /** The text box's field (react-hook-form's `register`), and what is wrong with it. */
  textField?: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }
  textError?: string
  /** What follows the fields: the problem, the permission notice, Review answer or the review. */
  children: ReactNode
  form?: FormHTMLAttributes<HTMLFormElement>
}

/**
 * The answer form's layout, with no behaviour: the live form (question-answer.tsx) fills it in,
 * and while that form's code loads the same layout stands in, locked, so a card is as tall before
 * its form is live as after (a shorter stand-in moved everything under it: docs/performance.md,
 * "Nothing moves while a page loads").
 */
export function AnswerLayout({
  question,
  baseId,
  locked,
  option,
  onPick,
  textField,
  textError,
  children,
  form,
}: AnswerLayoutProps) {
  const hasOptions = question.options.length > 0
  return (
    // The keys are shortcuts for the controls inside (options, Review answer): nothing is key-only.
    <form
      {...form}
      aria-label={`Answer: ${question.question}`}
      // The review queue moves focus here (j/k), so the number keys and Enter work at once.
      tabIndex={-1}
      className="space-y-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-accent"
      noValidate
    >
      {hasOptions ? (
        <fieldset disabled={locked}>
          <legend className="mb-1 text-sm font-medium">Options</legend>
          <div className="flex flex-wrap gap-2">
            {question.options.map((value, i) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                  option === value
                    ? 'border-accent bg-accent/10 font-medium text-ink'
                    : 'border-line bg-surface hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${baseId}-option`}
                  value={value}
                  checked={option === value}
                  onChange={() => onPick?.(value)}
                  className="sr-only"
                />
                <kbd aria-hidden className="text-xs text-ink-muted">
                  {i + 1}
                </kbd>
                <span>{value}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={`${baseId}-text`} className="block text-sm font-medium">
          {hasOptions ? 'Or write your own answer' : 'Your answer'}
        </label>
        <Textarea
          id={`${baseId}-text`}
          rows={2}
          disabled={locked}
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${baseId}-hint${textError ? ` ${baseId}-error` : ''}`}
          {...textField}
        />
        <p id={`${baseId}-hint`} className="text-xs text-ink-muted">
          {hasOptions ? 'Keys 1-9 pick an option; ' : ''}Enter reviews the answer before it is sent;
          Shift+Enter starts a new line.
        </p>
        <FieldError id={`${baseId}-error`} message={textError} />
      </div>
      {children}
    </form>
  )
}
