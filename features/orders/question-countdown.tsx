'use client'

import { useNow } from '@/components/ui/use-now'
import { useHydrated } from '@/lib/use-hydrated'
import { cn } from '@/lib/cn'
import { planCountdown, type CountdownSeverity } from '@/features/orders/model/countdown'

const SEVERITY: Record<CountdownSeverity, { label: string; className: string }> = {
  plenty: { label: 'Plenty of time', className: 'border-success/40 bg-success/10 text-success' },
  under_hour: {
    label: 'Under an hour',
    className: 'border-amber-500/50 bg-amber-500/10 text-amber-700 dark:text-amber-300',
  },
  closing: { label: 'Closing now', className: 'border-danger/50 bg-danger/10 text-danger' },
  expired: { label: 'Window closed', className: 'border-danger/40 bg-danger/10 text-danger' },
}

// On a phone the severity and the words take a line each, whatever their length: words that fit
// beside the pill one second and not the next ("now" becoming "2 seconds ago") would make the
// line twice as tall and push what is under it down. Wider, both fit on one line.
const ROOT = 'inline-flex flex-col items-start gap-1 text-sm sm:flex-row sm:items-center sm:gap-2'
const PILL = 'rounded-full border px-2 py-0.5 text-xs font-medium'
// The clock is in another font, whose ascent and descent make its line taller than the words
// alone: the line keeps it (hidden once the window closed, and in the placeholder), so closing
// does not shorten the row by those pixels.
const CLOCK = 'ml-2 tabular-nums text-ink-muted'

/**
 * The countdown's line, empty, for while the questions are read: a list that reserves it does not
 * move when the countdown arrives. Built of the same pill and line, so it is exactly as tall.
 */
export function CountdownPlaceholder() {
  return (
    <span aria-hidden className={cn(ROOT, 'invisible')}>
      <span className={PILL}>&nbsp;</span>
      <span>
        &nbsp;<span className={CLOCK}>&nbsp;</span>
      </span>
    </span>
  )
}

/** A live countdown to a question's window, ticking every second, with its severity in words. */
export function QuestionCountdown({ windowExpiresAt }: { windowExpiresAt: string }) {
  const now = useNow(true, 1000)
  // The deadline in the reader's time zone, which the server does not know: named once live.
  const hydrated = useHydrated()
  const countdown = planCountdown(windowExpiresAt, now)
  const severity = SEVERITY[countdown.severity]
  return (
    <span className={ROOT}>
      <span className={cn(PILL, severity.className)} data-severity={countdown.severity}>
        {severity.label}
      </span>
      <span title={hydrated ? `Window closes ${countdown.deadline}` : undefined}>
        {/* The words change rarely; the clock is for the eye and stays out of the live name. */}
        <span>Window {countdown.words}</span>
        <span aria-hidden className={cn(CLOCK, countdown.severity === 'expired' && 'invisible')}>
          {countdown.clock}
        </span>
      </span>
    </span>
  )
}
