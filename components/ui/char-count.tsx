import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/format'

interface CharCountProps {
  /** The control names it in aria-describedby. */
  id: string
  length: number
  /** The most characters allowed; null: none is known, the bare count shows. */
  limit: number | null
}

/** A live character count beside a text field's label, against its limit and red once over. */
export function CharCount({ id, length, limit }: CharCountProps) {
  const over = limit !== null && length > limit
  return (
    <span
      id={id}
      className={cn('text-xs tabular-nums', over ? 'font-medium text-danger' : 'text-ink-muted')}
    >
      {formatCount(length)}
      {limit !== null ? ` / ${formatCount(limit)}` : ''}
      <span className="sr-only"> characters</span>
    </span>
  )
}
