import type { AssetListResponse } from '@/lib/api/assets'
import { libraryRoom } from '@/lib/media/library-view'
import { cn } from '@/lib/cn'
import { formatBytes } from '@/lib/format'

interface QuotaMeterProps {
  label: string
  usedBytes: number
  quotaBytes: number
}

const NEARLY_FULL = 0.9

/** Storage used of a library's quota, as a meter with its figures in words. */
function QuotaMeter({ label, usedBytes, quotaBytes }: QuotaMeterProps) {
  const share = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 1
  const words = `${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used`
  return (
    <div className="min-w-56 flex-1 space-y-1 rounded-lg border border-line bg-surface p-3">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums text-ink-muted">{words}</span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={quotaBytes}
        aria-valuenow={Math.min(usedBytes, quotaBytes)}
        aria-valuetext={words}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={cn('h-full', share >= NEARLY_FULL ? 'bg-danger' : 'bg-accent')}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="text-xs text-ink-muted">
        {formatBytes(Math.max(0, quotaBytes - usedBytes))} free
      </p>
    </div>
  )
}

/** The personal quota and, for team members, the team pool. */
export function QuotaMeters({ list }: { list: AssetListResponse }) {
  const personal = libraryRoom(list, 'personal')
  const team = libraryRoom(list, 'team')
  if (!personal && !team) return null
  return (
    <section aria-label="Storage" className="flex flex-wrap gap-3">
      {personal ? (
        <QuotaMeter
          label="Personal storage"
          usedBytes={personal.usedBytes}
          quotaBytes={personal.quotaBytes}
        />
      ) : null}
      {team ? (
        <QuotaMeter label="Team storage" usedBytes={team.usedBytes} quotaBytes={team.quotaBytes} />
      ) : null}
    </section>
  )
}
