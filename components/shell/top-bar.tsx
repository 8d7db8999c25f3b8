import { Link } from '@/components/ui/link'
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
          <ThemeToggle />
          <SignOutButton />
        </div>
      </div>
    </header>
  )
}
