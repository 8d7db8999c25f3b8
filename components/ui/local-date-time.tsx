'use client'

import { formatDateTime } from '@/lib/format'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * A moment in the reader's own time zone. The server does not know it, so the server's HTML (and
 * the render that hydrates it) keeps the moment's room, invisible, with the same words in UTC; the
 * reader's own time takes it once the page is live (docs/performance.md, "What a page loads
 * first").
 */
export function LocalDateTime({ at }: { at: string }) {
  const hydrated = useHydrated()
  return (
    <time dateTime={at} className={hydrated ? undefined : 'invisible'}>
      {formatDateTime(at, hydrated ? 'local' : 'utc')}
    </time>
  )
}
