'use client'

import dynamic from 'next/dynamic'
import { forwardRef, memo, Suspense, useId, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { createListeners } from '@/lib/listeners'
import { useServedWithPage } from '@/lib/use-hydrated'
import { AnswerLayout, type AnswerableQuestion } from './answer-layout'
import { QuestionCountdown } from './question-countdown'

// The answer form (react-hook-form, its resolver, about 20 kB gzip) is not first-load code: it
// loads as soon as this module does. Until it is in, the form's own layout stands in, locked
// (answer-layout.tsx): a card is as tall before its form is live as after. An order's page serves
// its questions whole: the server renders the form through `next/dynamic` in a Suspense boundary
// whose fallback is that stand-in (React may stream the boundary after the rest of the page, and
// show its fallback first: docs/performance.md, "Room kept for what arrives later"), and React
// hydrates the form once its code is in, the served form standing until then. The review queue,
// whose keys move focus between forms, shows its cards once the code is in.
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

type AnswerFormProps = Parameters<typeof import('./question-answer').QuestionAnswer>[0]

/** The form as it will be, locked, while its code loads. */
function AnswerStandIn({ question }: AnswerFormProps) {
  return (
    <AnswerLayout question={question} baseId={useId()} locked>
      <Button type="submit" variant="secondary" disabled>
        Review answer
      </Button>
    </AnswerLayout>
  )
}

function AnswerFormFailed() {
  return (
    <p className="text-sm text-danger">
      The answer form could not load: check the connection and reload the page.
    </p>
  )
}

const sameQuestion = (a: AnswerFormProps, b: AnswerFormProps) =>
  a.orderId === b.orderId &&
  a.onAnswered === b.onAnswered &&
  a.question.id === b.question.id &&
  a.question.question === b.question.question &&
  a.question.windowExpiresAt === b.question.windowExpiresAt &&
  a.question.options.join('\n') === b.question.options.join('\n')

// Memoized: a served form that React has not hydrated yet must not receive new props (the order's
// first renders in the browser rebuild each question), or React drops the served form for the
// loading line until the code is in.
const LazyAnswerForm = dynamic(() =>
  import('./question-answer').then(
    (m) => m.QuestionAnswer,
    () => AnswerFormFailed,
  ),
)
const ServedAnswerForm = memo(function ServedAnswerForm(props: AnswerFormProps) {
  return (
    <Suspense fallback={<AnswerStandIn {...props} />}>
      <LazyAnswerForm {...props} />
    </Suspense>
  )
}, sameQuestion)

function AnswerForm(props: AnswerFormProps) {
  const code = useAnswerCode()
  // A form that was in the server's HTML stays the served (dynamic) one.
  if (useServedWithPage()) return <ServedAnswerForm {...props} />
  if (code === 'failed') return <AnswerFormFailed />
  if (!code) return <AnswerStandIn {...props} />
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
      {/* The countdown under the question, never beside it: its words change length every
          second, and one that fitted beside the question and then did not would move the card. */}
      <div className="space-y-1">
        <Heading id={headingId} className="font-semibold">
          {question.question}
        </Heading>
        <QuestionCountdown windowExpiresAt={question.windowExpiresAt} />
      </div>
      <AnswerForm orderId={orderId} question={question} onAnswered={onAnswered} />
    </li>
  )
})
