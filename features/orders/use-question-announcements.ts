'use client'

import { useEffect, useRef } from 'react'
import { showToast } from '@/components/ui/toast'
import { notifyBrowser } from '@/components/jobs/announce-job'
import {
  FRESH_MEMORY,
  marksOf,
  planAnnouncements,
  rememberAnnounced,
  type Announcement,
  type AnnouncementMemory,
} from '@/features/orders/model/announcements'
import { planCountdown } from '@/features/orders/model/countdown'
import type { QueueQuestion } from '@/features/orders/model/queue'
import { studioPaths } from '@/lib/studio-api/routes'
import { queueWrite } from '@/lib/workspace-sync/outbox'
import { readAnnounced } from '@/lib/workspace-sync/read'

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

/** Saves the marks when they grew: the workspace keeps them for the account's other devices. */
function saveMarks(before: AnnouncementMemory, after: AnnouncementMemory) {
  if (after.known.size === before.known.size && after.warned.size === before.warned.size) return
  queueWrite({ method: 'PUT', path: studioPaths.announced, body: { questions: marksOf(after) } })
}

/**
 * A toast and a browser notification (when permitted) for each new or soon-closing question, on
 * one device of the account: what another device announced (read from the workspace) is not
 * announced again. With the workspace down, each device remembers on its own.
 */
export function useQuestionAnnouncements(queue: readonly QueueQuestion[], ready: boolean) {
  const memory = useRef(FRESH_MEMORY)
  const latest = useRef(queue)
  const loaded = useRef(false)

  useEffect(() => {
    latest.current = queue
    const check = async () => {
      let plan = planAnnouncements(memory.current, latest.current, Date.now())
      // Before announcing, ask what the other devices announced meanwhile (only then: one read).
      if (plan.announce.length > 0) {
        const saved = await readAnnounced()
        if (saved) memory.current = rememberAnnounced(memory.current, saved)
        plan = planAnnouncements(memory.current, latest.current, Date.now())
      }
      const before = memory.current
      memory.current = plan.memory
      plan.announce.forEach(announce)
      saveMarks(before, plan.memory)
    }
    // The first complete look is the queue as found: remembered, not announced.
    if (!loaded.current && !ready) return
    loaded.current = true
    void check()
    const timer = setInterval(() => void check(), CHECK_MS)
    return () => clearInterval(timer)
  }, [queue, ready])
}
