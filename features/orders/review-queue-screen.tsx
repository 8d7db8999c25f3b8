'use client'

import { ProblemText } from '@/components/ui/error-reference'
import { Link } from '@/components/ui/link'
import { useDeferredValue, useEffect, useRef, useState } from 'react'
import { QuestionCard, useAnswerFormSettled } from '@/features/orders/question-card'
import { useOrdersWatch } from '@/features/orders/use-orders-watch'
import { Alert } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import { heldQueue, nextFocus, type QueueQuestion } from '@/features/orders/model/queue'
import { ArrivalsRow } from './arrivals-row'
import { useQueueKeys } from './use-queue-keys'

/**
 * Every open question across the account's orders, nearest deadline first, answered in place.
 * It refreshes itself (the orders watcher) and keeps its place: j/k or arrows move, 1-9 pick an
 * option, Enter reviews and Enter again sends; then focus moves to the next question.
 */
export function ReviewQueueScreen() {
  const watch = useOrdersWatch()
  // Deferred: the questions arrive through React Query's store, which React renders in one task;
  // the cards (answer forms, countdowns) then render in slices (docs/performance.md, "Where a
  // phone's time goes").
  const read = useDeferredValue(watch.queue)
  const passed = useDeferredValue(watch.passed)
  const firstReadPending = useDeferredValue(watch.firstReadPending)
  const { error } = watch
  // Shown once the answer forms can take keys: a card focused (j/k) while its form stood in
  // would lose focus when the live form replaced it.
  const formReady = useAnswerFormSettled()
  // Shown once every order was read, then held in place: questions that arrive later wait behind
  // a button instead of landing above the one being read (features/orders/model/queue.ts).
  const [shownIds, setShownIds] = useState<string[] | null>(null)
  const showAll = () => setShownIds(read.map((q) => q.id))
  const { shown: queue, waiting } = heldQueue(read, shownIds, passed)
  if (
    !firstReadPending &&
    formReady &&
    (shownIds === null || (read.length > 0 && !read.some((q) => shownIds.includes(q.id))))
  ) {
    showAll()
  }
  const [activeId, setActiveId] = useState<string | null>(null)
  const [pendingFocus, setPendingFocus] = useState<string | null>(null)
  const [said, setSaid] = useState('')
  const cards = useRef(new Map<string, HTMLLIElement>())
  const list = useRef<HTMLUListElement>(null)

  // The card's onFocus makes it the active one.
  const focusCard = (id: string) => cards.current.get(id)?.querySelector('form')?.focus()

  useQueueKeys(list, (step) => {
    const at = queue.findIndex((q) => q.id === activeId)
    const next = queue[Math.min(Math.max(at + step, 0), queue.length - 1)]
    if (next) focusCard(next.id)
  })

  // Focus moves on once the next question is on screen (it may be re-sorted meanwhile).
  useEffect(() => {
    if (pendingFocus) focusCard(pendingFocus)
  }, [pendingFocus, queue])

  const answered = (question: QueueQuestion) => {
    setSaid(`Answer recorded for “${question.question}”.`)
    setPendingFocus(nextFocus(queue, queue, question.id))
  }

  if (error && queue.length === 0)
    return (
      <Alert>
        <ProblemText error={error} />
      </Alert>
    )
  return (
    <div className="space-y-4">
      <p role="status" aria-live="polite" className="sr-only">
        {said}
      </p>
      {shownIds === null ? (
        <p role="status">Loading open questions…</p>
      ) : queue.length === 0 ? (
        <EmptyState title="Nothing to answer">
          No question waits for an answer. New ones appear here by themselves;{' '}
          <Link href="/orders" className="text-accent hover:underline">
            see all orders
          </Link>
          .
        </EmptyState>
      ) : (
        <>
          <ArrivalsRow
            summary={`${queue.length === 1 ? '1 open question' : `${queue.length} open questions`}, nearest deadline first.`}
            waiting={waiting.length}
            noun={['question', 'questions']}
            onShow={showAll}
            wrapsOnPhone
          />
          <ul ref={list} aria-label="Open questions" className="space-y-4">
            {queue.map((q) => (
              <QuestionCard
                key={q.id}
                ref={(el) => {
                  if (el) cards.current.set(q.id, el)
                  else cards.current.delete(q.id)
                }}
                orderId={q.orderId}
                question={q}
                context={{ title: q.orderTitle, brief: q.brief }}
                headingLevel={2}
                active={q.id === activeId}
                onFocus={() => {
                  setActiveId(q.id)
                  setPendingFocus(null)
                }}
                onAnswered={() => answered(q)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
