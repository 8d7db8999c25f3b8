import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'

const SECTIONS = [
  { href: '/orders', label: 'All orders', id: 'orders' },
  { href: '/orders/queue', label: 'Review queue', id: 'queue' },
] as const

/** Between the orders list and the review queue. */
export function OrdersNav({ current }: { current: 'orders' | 'queue' }) {
  return (
    <nav aria-label="Orders sections" className="mb-6 flex gap-1 border-b border-line">
      {SECTIONS.map((s) => (
        <Link
          key={s.id}
          href={s.href}
          aria-current={s.id === current ? 'page' : undefined}
          className={cn(
            '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
            s.id === current
              ? 'border-accent text-accent'
              : 'border-transparent text-ink-muted hover:text-ink',
          )}
        >
          {s.label}
        </Link>
      ))}
    </nav>
  )
}
