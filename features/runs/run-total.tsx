import { formatCount, formatSeconds } from '@/lib/format'
import type { RunTotal } from '@/lib/api/run-total'

/** The exact total before the click, against what the account may spend now. */
export function RunTotalLine({
  items,
  total,
  sendingSeconds,
}: {
  items: number
  total: RunTotal | null
  sendingSeconds: number
}) {
  if (items === 0) return null
  const itemsWords = items === 1 ? '1 item' : `${formatCount(items)} items`
  return (
    <div className="space-y-1 text-sm" aria-live="polite">
      <p className="text-lead font-semibold text-ink">
        {itemsWords} · {total ? formatCount(total.total) : '…'} credits
      </p>
      {sendingSeconds > 0 ? (
        <p className="text-ink-muted">
          Sent over about {formatSeconds(sendingSeconds)}, at the pace the service allows.
        </p>
      ) : null}
      {total ? (
        total.affordable ? (
          <p className="text-ink-muted">
            You can spend {formatCount(total.spendable)} credits
            {total.limitedByTeam ? ' this cycle' : ''}.
          </p>
        ) : (
          <p className="text-danger">
            You can spend {formatCount(total.spendable)} credits
            {total.limitedByTeam ? ' this cycle' : ''}: {formatCount(total.affordableItems)} of the{' '}
            {formatCount(items)} items fit. Top up, or make the run smaller.
          </p>
        )
      ) : null}
    </div>
  )
}
