'use client'

import { forwardRef, useSyncExternalStore } from 'react'
import { cn } from '@/lib/cn'
import { createListeners } from '@/lib/listeners'
import type { AnswerableQuestion } from './question-answer'
import { QuestionCountdown } from './question-countdown'

// The answer form (react-hook-form, its resolver) is not needed for the first paint: it loads as
// soon as this module does, while the orders are still being read. Its state is readable, so a
// list can wait for it and lay each card out once, whole (a card that grew when its form arrived
// pushed the cards under it down).
type AnswerCode = typeof import('./question-answer') | 'failed' | null
let answerCode: AnswerCode = null
const answerListeners = createListeners()
if (typeof window !== 'undefined') {
  import('./question-answer')
    .then(
      (m) => (answerCode = m),
      () => (answerCode = 'failed'),
    )
    .finally(answerListeners.notify)
}

const useAnswerCode = (): AnswerCode =>
  useSyncExternalStore(
    answerListeners.subscribe,
    () => answerCode,
    () => null,
  )

/** Whether the answer form's code is in (or failed to load, and will not come). */
export const useAnswerFormSettled = (): boolean => useAnswerCode() !== null

function AnswerForm(props: Parameters<typeof import('./question-answer').QuestionAnswer>[0]) {
  const code = useAnswerCode()
  if (code === 'failed') {
    return (
      <p className="text-sm text-danger">
        The answer form could not load: check the connection and reload the page.
      </p>
    )
  }
  if (!code) return <p className="text-sm text-ink-muted">Loading the answer form…</p>
  return <code.QuestionAnswer {...props} />
}

interface QuestionCardProps {
  orderId: string
  question: AnswerableQuestion
  /** The order's title and brief, shown in the review queue. */
  context?: { title: string; brief: string }
  active?: boolean
  onAnswered?: (questionId: string) => void
  onFocus?: () => void
  /** 3 under an order's "Open questions" section; 2 in the queue, where cards sit under the h1. */
  headingLevel?: 2 | 3
}

/** One open (or passed) question: the question, its live countdown and the answer form. */
export const QuestionCard = forwardRef<HTMLLIElement, QuestionCardProps>(function QuestionCard(
  { orderId, question, context, active, onAnswered, onFocus, headingLevel = 3 },
  ref,
) {
  const headingId = `question-${question.id}`
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li
      ref={ref}
      aria-labelledby={headingId}
      // Focus within (from a click, Tab or j/k) makes this the queue's current question.
      onFocus={onFocus}
      data-active={active || undefined}
      className={cn(
        'space-y-3 rounded-lg border bg-surface p-4',
        active ? 'border-accent' : 'border-line',
      )}
    >
      {context ? (
        <p className="text-sm">
          <span className="font-medium">{context.title}</span>
          {context.brief ? <span className="text-ink-muted"> — {context.brief}</span> : null}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="font-semibold">
          {question.question}
        </Heading>
        <QuestionCountdown windowExpiresAt={question.windowExpiresAt} />
      </div>
      <AnswerForm orderId={orderId} question={question} onAnswered={onAnswered} />
    </li>
  )
})
