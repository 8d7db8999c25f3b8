'use client'

import { ProblemText } from '@/components/ui/error-reference'
import { Link } from '@/components/ui/link'
import { useState } from 'react'
import { ArrivalsRow } from '@/features/orders/arrivals-row'
import { OrderStagePill } from '@/features/orders/order-stage-pill'
import { CountdownPlaceholder, QuestionCountdown } from '@/features/orders/question-countdown'
import { useOrdersWatch } from '@/features/orders/use-orders-watch'
import { Alert } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import { RadioChips } from '@/components/ui/radio-chips'
import { formatDateTime } from '@/lib/format'
import { STAGE_WORDS, type OrderStage } from '@/features/orders/model/order-status'
import type { OrderSummary } from '@/features/orders/model/queue'
import { withOrdersUnderWay } from '@/features/orders/model/kept-lines'
import { heldArrivals } from '@/features/orders/model/held-arrivals'

type Filter = 'all' | OrderStage
const FILTERS: Filter[] = ['all', 'needs_answer', 'in_production', 'delivered', 'failed']
const filterLabel = (f: Filter) => (f === 'all' ? 'All' : STAGE_WORDS[f])

function openWords(order: OrderSummary): string {
  if (order.openQuestions === null) return 'Reading questions…'
  if (order.openQuestions === 0) return 'No open questions'
  return order.openQuestions === 1 ? '1 open question' : `${order.openQuestions} open questions`
}

function OrderRow({ order, keepsLine }: { order: OrderSummary; keepsLine: boolean }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold">
          <Link href={`/orders/${encodeURIComponent(order.id)}`} className="hover:underline">
            {order.title}
          </Link>
        </h2>
        {order.brief ? <p className="line-clamp-2 text-sm text-ink-muted">{order.brief}</p> : null}
        <p className="text-xs text-ink-muted">
          {order.createdAt ? `Ordered ${formatDateTime(order.createdAt)}` : null}
        </p>
      </div>
      {/* As wide as its widest line (a countdown) from the start: the column does not slide left
          when the deadlines arrive. */}
      <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end lg:min-w-[26rem]">
        <OrderStagePill stage={order.stage} />
        <span className="text-sm">{openWords(order)}</span>
        {order.nearestDeadline ? (
          <span className="text-sm">
            <span className="sr-only">Nearest deadline: </span>
            <QuestionCountdown windowExpiresAt={order.nearestDeadline} />
          </span>
        ) : keepsLine ? (
          // Under way, or seen under way in this visit: its questions may turn out all closed once
          // read, or the order move on to delivery on screen, and the row must not shrink under
          // the reader (features/orders/model/kept-lines.ts).
          <span className="text-sm">
            <CountdownPlaceholder />
          </span>
        ) : null}
      </div>
    </li>
  )
}

/** Every order of the account, newest first, filtered by stage. */
export function OrdersScreen() {
  const { orders, isPending, error } = useOrdersWatch()
  // Kept from render to render (React's way of storing what earlier renders saw): an order seen
  // under way keeps its row's deadline line for the rest of the visit.
  const [underWay, setUnderWay] = useState<ReadonlySet<string>>(() => new Set())
  const nowUnderWay = withOrdersUnderWay(underWay, orders)
  if (nowUnderWay !== underWay) setUnderWay(nowUnderWay)
  // The orders shown so far; newer ones wait behind a button (features/orders/model/held-arrivals.ts).
  const [seen, setSeen] = useState<readonly OrderSummary[] | null>(null)
  const { seen: nowSeen, shown: listed, held, gone } = heldArrivals(seen, orders)
  if (nowSeen !== seen) setSeen(nowSeen)
  const [filter, setFilter] = useState<Filter>('all')
  const shown = filter === 'all' ? listed : listed.filter((o) => o.stage === filter)
  if (error && orders.length === 0)
    return (
      <Alert>
        <ProblemText error={error} />
      </Alert>
    )
  if (isPending && orders.length === 0) return <p role="status">Loading orders…</p>
  if (orders.length === 0) {
    return (
      <EmptyState title="No premium orders yet">
        Orders placed through the service&apos;s premium video flow appear here with their
        questions.
      </EmptyState>
    )
  }
  return (
    <div className="space-y-4">
      <RadioChips
        name="order-filter"
        legend="Show"
        options={FILTERS.map((f) => ({
          value: f,
          label: `${filterLabel(f)} (${f === 'all' ? listed.length : listed.filter((o) => o.stage === f).length})`,
        }))}
        value={filter}
        onChange={(v) => setFilter(FILTERS.find((f) => f === v) ?? 'all')}
      />
      <ArrivalsRow
        summary="Newest first."
        waiting={held.length}
        noun={['order', 'orders']}
        // An order retired with nothing new in its place: the list is brought up to date as well.
        update={gone > 0 ? 'Update the list' : undefined}
        onShow={() => setSeen(orders)}
      />
      {shown.length ? (
        <ul aria-label="Orders" className="space-y-3">
          {shown.map((order) => (
            <OrderRow key={order.id} order={order} keepsLine={nowUnderWay.has(order.id)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No orders with this status.</p>
      )}
    </div>
  )
}
