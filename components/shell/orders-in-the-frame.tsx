'use client'

import dynamic from 'next/dynamic'
import { WhenIdle } from '@/components/ui/when-idle'

// What the frame shows and does for premium orders on every page. Neither is needed to show a
// page: the count appears only once the orders are read, and the watcher shows nothing. Their
// code (the orders' schemas, the read plan, the question announcements) loads once the browser is
// idle after the page is shown, instead of in every page's first load or its first tasks.

const Count = dynamic(
  () => import('@/features/orders/needs-answer-count').then((m) => m.NeedsAnswerCount),
  { ssr: false },
)
const Watcher = dynamic(
  () => import('@/features/orders/orders-watcher').then((m) => m.OrdersWatcher),
  { ssr: false },
)

/** The number of open questions beside Orders in the main navigation. */
export function NeedsAnswerCountOnceIdle() {
  return (
    <WhenIdle>
      <Count />
    </WhenIdle>
  )
}

/** The one scheduler of premium-order reads, mounted once in the studio layout. */
export function OrdersWatcherOnceIdle() {
  return (
    <WhenIdle>
      <Watcher />
    </WhenIdle>
  )
}
