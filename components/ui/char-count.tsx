import { cn } from '@/lib/cn'

const count = new Intl.NumberFormat('en-US')

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
      {count.format(length)}
      {limit !== null ? ` / ${count.format(limit)}` : ''}
      <span className="sr-only"> characters</span>
    </span>
  )
}
