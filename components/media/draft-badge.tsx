import { Badge } from '@/components/ui/badge'
import { draftExpiresAt, formatTimeLeft } from '@/lib/media/draft-rules'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * "Draft" and the time left to finalize it (docs/service-contract.md §3: at most 7 days old). The
 * time left is the browser's to tell: it shows once the page is live, never in the server's HTML.
 */
export function DraftBadge({ createdAt, now }: { createdAt: string | null; now: number }) {
  const hydrated = useHydrated()
  const expires = draftExpiresAt(createdAt)
  const left = expires === null || !hydrated ? null : formatTimeLeft(expires - now)
  return (
    <span className="inline-flex items-center gap-2">
      <Badge className="border-amber-500/60 bg-amber-500/10 font-medium text-amber-700 dark:text-amber-300">
        Draft
      </Badge>
      {!hydrated && expires !== null ? (
        <span aria-hidden className="invisible text-xs">
          Finalize within 7 days
        </span>
      ) : null}
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
