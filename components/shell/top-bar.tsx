import Link from 'next/link'
import { BalanceBadge } from '@/components/account/balance-badge'
import { JobDockToggle } from '@/components/jobs/job-dock-toggle'
import { MainNav } from './main-nav'
import { SignOutButton } from './sign-out-button'
import { ThemeToggle } from './theme-toggle'

export function TopBar({ keyHint }: { keyHint: string }) {
  return (
    // Sticky only where it fits on one line; wrapped on a phone it would take a third of the screen.
    <header className="z-20 border-b border-line bg-surface/95 backdrop-blur xl:sticky xl:top-0">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link href="/create" className="font-semibold tracking-tight">
          Media Studio
        </Link>
        <MainNav />
        {/* Wraps rather than pushing past a phone's edge when the tray counts many jobs. */}
        <div className="ml-auto flex min-w-0 flex-wrap items-center justify-end gap-2">
          <JobDockToggle />
          <BalanceBadge />
          <span
            className="hidden text-xs text-ink-muted 2xl:inline"
            title="Last characters of the connected key"
          >
            key …{keyHint}
          </span>
          <ThemeToggle />
          <SignOutButton />
        </div>
      </div>
    </header>
  )
}
