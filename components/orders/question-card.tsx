'use client'

import dynamic from 'next/dynamic'
import { forwardRef } from 'react'
import { cn } from '@/lib/cn'
import type { AnswerableQuestion } from './question-answer'
import { QuestionCountdown } from './question-countdown'

// The answer form (react-hook-form, its resolver) is not needed for the first paint: it loads as
// soon as this module does, while the orders are still being read.
const loadAnswer = () => import('./question-answer')
if (typeof window !== 'undefined') void loadAnswer()
const QuestionAnswer = dynamic(() => loadAnswer().then((m) => m.QuestionAnswer), {
  loading: () => <p className="text-sm text-ink-muted">Loading the answer form…</p>,
})

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
      <QuestionAnswer orderId={orderId} question={question} onAnswered={onAnswered} />
    </li>
  )
})
