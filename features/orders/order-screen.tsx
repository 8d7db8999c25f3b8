'use client'

import { useQuery } from '@tanstack/react-query'
import { Link } from '@/components/ui/link'
import { useCallback, useRef, type ReactNode } from 'react'
import { AnsweredQuestion } from '@/features/orders/answered-question'
import { OrderStagePill } from '@/features/orders/order-stage-pill'
import { QuestionCard } from '@/features/orders/question-card'
import { Alert } from '@/components/ui/alert'
import { PageHeader } from '@/components/ui/page-header'
import { problemMessage } from '@/lib/errors/problem'
import { ApiError } from '@/lib/http/api-error'
import type { PremiumOrder } from '@/lib/api/premium'
import { briefOf, orderStage, orderTimeline } from '@/features/orders/model/order-status'
import { premiumOrderQueryOptions } from '@/lib/queries/premium-orders'
import { DeliveredFilm } from './delivered-film'
import { LocalDateTime } from '@/components/ui/local-date-time'
import { OrderTimeline } from './order-timeline'
import { ArrowLeft } from 'lucide-react'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      {/* Focusable from script only: focus lands here once the last open question is answered. */}
      <h2 tabIndex={-1} className="text-lg font-semibold outline-none">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * Once a question is answered, focus goes to the next open question's answer form, or to the
 * answered questions when none is left, instead of being lost with the card that held it.
 */
function useFocusAfterAnswer() {
  const root = useRef<HTMLDivElement>(null)
  const onAnswered = useCallback((questionId: string) => {
    // The order has been read again by now; the render without this card lands by the next frame.
    requestAnimationFrame(() => {
      const next = root.current?.querySelector<HTMLElement>(
        `[aria-label="Open questions"] li:not([aria-labelledby="question-${questionId}"]) form`,
      )
      const answered = root.current?.querySelector<HTMLElement>(
        '[aria-label="Answered questions"] h2',
      )
      ;(next ?? answered)?.focus()
    })
  }, [])
  return [root, onAnswered] as const
}

function readProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return 'This order was not found, or it belongs to another account than the connected key.'
  if (error instanceof ApiError && error.status === 403)
    return 'The connected key may not read orders: it needs the read:generations permission.'
  return problemMessage(error)
}

/** One premium order: brief, timeline, the delivered film, and its questions by state. */
export function OrderScreen({ orderId }: { orderId: string }) {
  // Read once here, then kept fresh by the one orders watcher (features/orders/orders-watcher).
  const { data: order, error, isPending } = useQuery(premiumOrderQueryOptions(orderId))
  const [root, onAnswered] = useFocusAfterAnswer()
  const back = (
    <Link
      href="/orders"
      className="inline-flex items-center gap-1 text-sm text-accent hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      All orders
    </Link>
  )
  if (!order) {
    return (
      <div className="space-y-4">
        {back}
        <PageHeader title="Order" />
        {isPending ? <p role="status">Loading the order…</p> : <Alert>{readProblem(error)}</Alert>}
      </div>
    )
  }
  const title = order.title ?? `Order ${order.id}`
  const brief = briefOf(order)
  return (
    <div ref={root} className="space-y-8">
      <div className="space-y-3">
        {back}
        <PageHeader
          title={title}
          actions={<OrderStagePill stage={orderStage(order.status, order.open_questions.length)} />}
        />
        {brief ? <p className="max-w-3xl">{brief}</p> : null}
        {order.created_at ? (
          <p className="text-sm text-ink-muted">
            Ordered <LocalDateTime at={order.created_at} />
          </p>
        ) : null}
        <OrderTimeline steps={orderTimeline(order)} />
      </div>
      {order.video_url ? (
        <Section title="Delivered film">
          <DeliveredFilm url={order.video_url} title={title} />
        </Section>
      ) : null}
      <OrderQuestions order={order} onAnswered={onAnswered} />
    </div>
  )
}

/**
 * The order's questions by state, served with the page: their countdowns start from the moment the
 * server drew it (components/ui/use-now.ts) and their answer forms are rendered by the server, so the
 * largest text of an order waiting for answers is painted with the page, not after its scripts.
 */
function OrderQuestions({
  order,
  onAnswered,
}: {
  order: PremiumOrder
  onAnswered: (questionId: string) => void
}) {
  const answered = order.answered_questions ?? []
  const expired = order.expired_questions ?? []
  return (
    <>
      <Section title="Open questions">
        {order.open_questions.length ? (
          <ul className="space-y-4">
            {order.open_questions.map((q) => (
              <QuestionCard
                key={q.id}
                orderId={order.id}
                question={{ ...q, windowExpiresAt: q.window_expires_at }}
                onAnswered={onAnswered}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No question waits for an answer.</p>
        )}
      </Section>
      {expired.length ? (
        <Section title="Window passed without an answer">
          <p className="text-sm text-ink-muted">
            The service went ahead on its own for these. A late answer is still recorded, marked
            late.
          </p>
          <ul className="space-y-4">
            {expired.map((q) => (
              <QuestionCard
                key={q.id}
                orderId={order.id}
                question={{ ...q, windowExpiresAt: q.window_expires_at }}
                onAnswered={onAnswered}
              />
            ))}
          </ul>
        </Section>
      ) : null}
      <Section title="Answered questions">
        {answered.length ? (
          <ul className="space-y-3">
            {answered.map((q) => (
              <AnsweredQuestion key={q.id} question={q} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">None yet.</p>
        )}
      </Section>
    </>
  )
}
