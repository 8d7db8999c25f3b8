import { cn } from '@/lib/cn'
import type { TimelineStep } from '@/lib/orders/order-status'
import { LocalDateTime } from '@/components/ui/local-date-time'

const MARK: Record<TimelineStep['state'], string> = {
  done: '✓',
  current: '●',
  upcoming: '○',
  failed: '✕',
}
const STATE_WORDS: Record<TimelineStep['state'], string> = {
  done: 'done',
  current: 'now',
  upcoming: 'to come',
  failed: 'failed',
}

export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol aria-label="Status timeline" className="flex flex-col gap-2 sm:flex-row sm:gap-6">
      {steps.map((step) => (
        <li
          key={step.label}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className={cn(
            'flex items-start gap-2 text-sm',
            step.state === 'upcoming' && 'text-ink-muted',
            step.state === 'current' && 'font-medium text-accent',
            step.state === 'failed' && 'text-danger',
          )}
        >
          <span aria-hidden>{MARK[step.state]}</span>
          <span>
            {step.label}
            <span className="sr-only"> ({STATE_WORDS[step.state]})</span>
            {step.at ? (
              <span className="block text-xs font-normal text-ink-muted">
                <LocalDateTime at={step.at} />
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  )
}
