'use client'

import { useEffect, useRef } from 'react'
import { showToast } from '@/components/ui/toast'
import { notifyBrowser } from '@/components/jobs/announce-job'
import { FRESH_MEMORY, planAnnouncements, type Announcement } from '@/lib/orders/announcements'
import { planCountdown } from '@/lib/orders/countdown'
import type { QueueQuestion } from '@/lib/orders/queue'

const CHECK_MS = 15_000

function announce({ reason, question }: Announcement) {
  const title = reason === 'new' ? 'New question to answer' : 'A question closes within the hour'
  const body = `${question.orderTitle}: ${question.question} (window ${planCountdown(question.windowExpiresAt, Date.now()).words})`
  showToast(
    {
      title,
      body,
      tone: 'info',
      action: { label: 'Open the review queue', href: '/orders/queue' },
    },
    reason === 'new' ? 10_000 : 20_000,
  )
  notifyBrowser(title, body, `${reason}-${question.id}`)
}

/** A toast and a browser notification (when permitted) for each new or soon-closing question. */
export function useQuestionAnnouncements(queue: readonly QueueQuestion[], ready: boolean) {
  const memory = useRef(FRESH_MEMORY)
  const latest = useRef(queue)
  const loaded = useRef(false)

  useEffect(() => {
    latest.current = queue
    const check = () => {
      const plan = planAnnouncements(memory.current, latest.current, Date.now())
      memory.current = plan.memory
      plan.announce.forEach(announce)
    }
    // The first complete look is the queue as found: remembered, not announced.
    if (!loaded.current && !ready) return
    loaded.current = true
    check()
    const timer = setInterval(check, CHECK_MS)
    return () => clearInterval(timer)
  }, [queue, ready])
}
