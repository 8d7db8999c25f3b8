'use client'

import { useCurrentPath } from '@/lib/navigation'
import { cn } from '@/lib/cn'
import { NAV_ITEMS } from '@/lib/nav-items'
import { Link } from '@/components/ui/link'
import { NeedsAnswerCountOnceIdle } from './orders-in-the-frame'
import { RunsGoingOnceIdle } from './runs-in-the-frame'

export function MainNav() {
  const pathname = useCurrentPath()
  return (
    <nav aria-label="Main">
      <ul className="grid grid-cols-3 gap-1 sm:grid-cols-5 xl:flex xl:flex-wrap">
        {NAV_ITEMS.map((item) => {
          const active = pathname === item.href || pathname.startsWith(`${item.href}/`)
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  // Positioned: the count of open questions sits over Orders' corner.
                  'relative rounded-md px-3 py-1.5 text-sm',
                  active
                    ? 'bg-accent/10 font-medium text-accent'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
                )}
              >
                {item.label}
                {item.href === '/orders' ? <NeedsAnswerCountOnceIdle /> : null}
                {item.href === '/runs' ? <RunsGoingOnceIdle /> : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
