import { Link } from '@/components/ui/link'
import { BalanceBadge } from '@/features/account/balance-badge'
import { JobDockToggle } from '@/components/jobs/job-dock-toggle'
import { MainNav } from './main-nav'
import { SignOutButton } from './sign-out-button'
import { ThemeToggle } from './theme-toggle'

/**
 * The theme toggle's sun and moon, drawn here on the server as plain SVG: the icon set's
 * components are client code, and would bring its runtime into every page's first load.
 */
const MARK = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export function TopBar({ keyHint }: { keyHint: string }) {
  return (
    // Sticky only where it fits on one line; wrapped on a phone it would take a third of the screen.
    // Seen through (blurred) only where it is sticky: where nothing passes under it, the blur is a
    // layer the browser composites on every frame for nothing (docs/performance.md, "The other
    // processes' work counts too").
    <header className="z-20 border-b border-line bg-surface xl:sticky xl:top-0 xl:bg-surface/95 xl:backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link href="/create" className="font-semibold tracking-tight">
          Media Studio
        </Link>
        <MainNav />
        {/* A row of its own on a phone, there from the first paint and short enough for one line,
            so what arrives late (the jobs count, the balance) never pushes the page down. */}
        <div className="flex min-h-9 min-w-0 basis-full flex-wrap items-center justify-end gap-2 sm:ml-auto sm:basis-auto">
          <JobDockToggle />
          <BalanceBadge />
          <span
            className="hidden text-xs text-ink-muted 2xl:inline"
            title="Last characters of the connected key"
          >
            key …{keyHint}
          </span>
          <ThemeToggle
            marks={
              <>
                <svg data-mark="light" className="size-4 dark:hidden" {...MARK}>
                  <circle cx="12" cy="12" r="4" />
                  <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4" />
                </svg>
                <svg data-mark="dark" className="hidden size-4 dark:block" {...MARK}>
                  <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
                </svg>
              </>
            }
          />
          <SignOutButton />
        </div>
      </div>
    </header>
  )
}
