import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/**
 * The line above a list that refreshes itself: what the list holds, and a button for what arrived
 * since it was shown. Its room is kept from the start (two lines on a phone when the summary is
 * long), so the button appearing moves nothing under the reader.
 */
export function ArrivalsRow({
  summary,
  waiting,
  noun,
  update,
  onShow,
  wrapsOnPhone = false,
}: {
  summary: ReactNode
  waiting: number
  /** What arrived, one and many: ['question', 'questions']. */
  noun: readonly [string, string]
  /** The button's words when nothing new waits but the list has changed otherwise. */
  update?: string
  onShow: () => void
  wrapsOnPhone?: boolean
}) {
  return (
    <div
      className={cn(
        'flex flex-wrap content-start items-center justify-between gap-x-3 gap-y-1',
        wrapsOnPhone ? 'min-h-16 sm:min-h-9' : 'min-h-9',
      )}
    >
      <p className="text-sm text-ink-muted">{summary}</p>
      {waiting || update ? (
        <Button variant="secondary" size="sm" onClick={onShow}>
          {waiting ? `Show ${waiting} new ${waiting === 1 ? noun[0] : noun[1]}` : update}
        </Button>
      ) : null}
    </div>
  )
}
