'use client'

import { ErrorReference } from '@/components/ui/error-reference'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type KeyboardEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { PermissionNotice } from '@/components/forms/permission-notice'
import { useSubmit } from '@/components/forms/use-submit'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Textarea } from '@/components/ui/textarea'
import { showToast } from '@/components/ui/toast'
import { cn } from '@/lib/cn'
import { useHydrated } from '@/lib/use-hydrated'
import {
  AnswerForm,
  answerOf,
  answerProblem,
  lateWarning,
  type AnswerProblem,
} from '@/features/orders/model/answer-rules'
import { useAnswerQuestion } from '@/features/orders/api/premium-answer'
import { AnswerConfirm } from './answer-confirm'

export interface AnswerableQuestion {
  id: string
  question: string
  options: string[]
  windowExpiresAt: string
}

interface QuestionAnswerProps {
  orderId: string
  question: AnswerableQuestion
  /** Called once the service recorded an answer (this one, or someone else's first). */
  onAnswered?: (questionId: string) => void
}

/** Read when the answer is reviewed (an event), never during render. */
const currentTime = () => Date.now()

const isTextField = (el: EventTarget) =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement && el.type !== 'radio' && el.type !== 'checkbox')

/**
 * Answers one question (docs/service-contract.md §4.7): an option or free text, reviewed before it is sent, one click
 * one POST. Keys (outside the text box): 1-9 pick an option, Enter reviews; in the text box Enter
 * reviews and Shift+Enter starts a new line.
 */
export function QuestionAnswer({ orderId, question, onAnswered }: QuestionAnswerProps) {
  const baseId = useId()
  const answer = useAnswerQuestion()
  const [review, setReview] = useState<{ answer: string; late: string | null } | null>(null)
  // Served in the page's HTML, the form stays off until React runs it: a click before that would
  // submit the bare HTML form (a reload), not review the answer.
  const live = useHydrated()
  const locked = !live || review !== null
  const form = useForm<AnswerForm>({
    resolver: zodResolver(AnswerForm),
    defaultValues: { option: '', text: '' },
  })
  const run = useSubmit<AnswerForm, AnswerProblem>({
    form,
    describe: (error) => ({ problem: answerProblem(error) }),
    route: 'v1_premium_video_answer_question',
    onRefused: ({ problem: found }) => {
      setReview(null)
      if (found.kind !== 'already_answered') return
      showToast({
        title: 'Already answered',
        body: `Someone answered “${question.question}” first${found.answer ? `: “${found.answer}”` : ''}. Their answer is the one recorded.`,
        tone: 'info',
      })
      onAnswered?.(question.id)
    },
  })
  const problem = run.problem
  const option = useWatch({ control: form.control, name: 'option' })
  const textError = form.formState.errors.text?.message

  const startReview = form.handleSubmit((values) => {
    run.dismiss()
    setReview({
      answer: answerOf(values),
      late: lateWarning(question.windowExpiresAt, currentTime()),
    })
  })

  /** One confirmed answer, one POST: a question is answered once. */
  const send = () => {
    if (!review) return
    run.submit(async () => {
      await answer.mutateAsync({ orderId, questionId: question.id, answer: review.answer })
      onAnswered?.(question.id)
    })
  }

  const pick = (value: string) => {
    form.setValue('option', value)
    if (value) form.setValue('text', '')
    form.clearErrors('text')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (review || event.altKey || event.ctrlKey || event.metaKey) return
    const inText = isTextField(event.target)
    if (event.key === 'Enter' && !event.shiftKey && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault()
      void startReview()
      return
    }
    const n = Number(event.key)
    if (!inText && Number.isInteger(n) && n >= 1 && n <= question.options.length) {
      event.preventDefault()
      pick(question.options[n - 1]!)
    }
  }

  if (problem?.kind === 'already_answered') {
    return (
      <p role="status" className="text-sm">
        Already answered{problem.answer ? `: “${problem.answer}”` : ''}. That answer is the one the
        service recorded.
      </p>
    )
  }

  return (
    // The keys are shortcuts for the controls inside (options, Review answer): nothing is key-only.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      onSubmit={startReview}
      onKeyDown={onKeyDown}
      aria-label={`Answer: ${question.question}`}
      // The review queue moves focus here (j/k), so the number keys and Enter work at once.
      tabIndex={-1}
      className="space-y-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-accent"
      noValidate
    >
      {question.options.length > 0 ? (
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
                  onChange={() => pick(value)}
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
          {question.options.length ? 'Or write your own answer' : 'Your answer'}
        </label>
        <Textarea
          id={`${baseId}-text`}
          rows={2}
          disabled={locked}
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${baseId}-hint${textError ? ` ${baseId}-error` : ''}`}
          {...form.register('text', {
            onChange: (e) => e.target.value && form.setValue('option', ''),
          })}
        />
        <p id={`${baseId}-hint`} className="text-xs text-ink-muted">
          {question.options.length ? 'Keys 1-9 pick an option; ' : ''}Enter reviews the answer
          before it is sent; Shift+Enter starts a new line.
        </p>
        <FieldError id={`${baseId}-error`} message={textError} />
      </div>
      {problem ? (
        <Alert>
          {problem.message}
          <ErrorReference reference={problem.reference} />
        </Alert>
      ) : null}
      <PermissionNotice denied={run.denied} />
      {review ? (
        <AnswerConfirm
          answer={review.answer}
          late={review.late}
          sending={answer.isPending}
          onSend={() => void send()}
          onChange={() => setReview(null)}
        />
      ) : (
        <Button type="submit" variant="secondary" disabled={!live || Boolean(run.denied)}>
          Review answer
        </Button>
      )}
    </form>
  )
}
