import { Check, Circle, CircleDot, X, type LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { TimelineStep } from '@/features/orders/model/order-status'
import { LocalDateTime } from '@/components/ui/local-date-time'

const MARK: Record<TimelineStep['state'], LucideIcon> = {
  done: Check,
  current: CircleDot,
  upcoming: Circle,
  failed: X,
}
const STATE_WORDS: Record<TimelineStep['state'], string> = {
  done: 'done',
  current: 'now',
  upcoming: 'to come',
  failed: 'failed',
}

function StepMark({ state }: { state: TimelineStep['state'] }) {
  const Mark = MARK[state]
  return <Mark aria-hidden className="mt-0.5 size-4 shrink-0" />
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
          <StepMark state={step.state} />
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
