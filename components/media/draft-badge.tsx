import { Badge } from '@/components/ui/badge'
import { draftExpiresAt, formatTimeLeft } from '@/lib/tools/draft-rules'

/** "Draft" and the time left to finalize it (docs/service-contract.md §3: at most 7 days old). */
export function DraftBadge({ createdAt, now }: { createdAt: string | null; now: number }) {
  const expires = draftExpiresAt(createdAt)
  const left = expires === null ? null : formatTimeLeft(expires - now)
  return (
    <span className="inline-flex items-center gap-2">
      <Badge className="border-amber-500/60 bg-amber-500/10 font-medium text-amber-700 dark:text-amber-300">
        Draft
      </Badge>
      {left ? (
        <span className="text-xs text-ink-muted">
          {left === 'expired'
            ? 'Finalize window expired'
            : `Finalize within ${left.replace(/ left$/, '')}`}
        </span>
      ) : null}
    </span>
  )
}
