'use client'

import { ErrorReference } from '@/components/ui/error-reference'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type KeyboardEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { PermissionNotice } from '@/components/forms/permission-notice'
import { useSubmit } from '@/components/forms/use-submit'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { showToast } from '@/components/ui/toast'
import { useHydrated } from '@/lib/use-hydrated'
import { describeProblem } from '@/lib/errors/problem'
import {
  ANSWER_WORDS,
  AnswerForm,
  answerOf,
  lateWarning,
} from '@/features/orders/model/answer-rules'
import { useAnswerQuestion } from '@/features/orders/api/premium-answer'
import { AnswerConfirm } from './answer-confirm'
import { AnswerLayout, type AnswerableQuestion } from './answer-layout'

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
  const run = useSubmit<AnswerForm>({
    form,
    describe: (error) => ({ problem: describeProblem(error, ANSWER_WORDS) }),
    route: 'v1_premium_video_answer_question',
    onRefused: ({ problem: found }) => {
      setReview(null)
      if (found.code !== 'already_answered') return
      const recorded = found.facts?.answer
      showToast({
        title: 'Already answered',
        body: `Someone answered “${question.question}” first${recorded ? `: “${recorded}”` : ''}. Their answer is the one recorded.`,
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

  if (problem?.code === 'already_answered') {
    return (
      <p role="status" className="text-sm">
        {problem.message}
      </p>
    )
  }

  return (
    <AnswerLayout
      question={question}
      baseId={baseId}
      locked={locked}
      option={option}
      onPick={pick}
      textField={form.register('text', {
        onChange: (e) => e.target.value && form.setValue('option', ''),
      })}
      textError={textError}
      form={{ onSubmit: startReview, onKeyDown }}
    >
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
    </AnswerLayout>
  )
}
