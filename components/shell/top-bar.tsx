import { Link } from '@/components/ui/link'
import { BalanceBadge, BuyCreditsLink } from '@/features/account/balance-badge'
import { JobDockToggle } from '@/components/jobs/job-dock-toggle'
import { MainNav } from './main-nav'
import { SignOutButton } from './sign-out-button'
import { ThemeToggle } from './theme-toggle'
import { TopBarMenu } from './top-bar-menu'

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

/** The account's controls: in the row from `xl` up, in the Menu below it. */
function AccountControls({ keyHint }: { keyHint: string }) {
  return (
    <>
      <span className="text-xs text-ink-muted" title="Last characters of the connected key">
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
    </>
  )
}

export function TopBar({ keyHint, home }: { keyHint: string; home: string }) {
  return (
    // One short row on a phone (name, jobs, balance, Menu); the whole navigation in the row from
    // `xl` up, where it is sticky. Seen through (blurred) only where it is sticky: where nothing
    // passes under it, the blur is a layer the browser composites on every frame for nothing
    // (docs/performance.md, "The other processes' work counts too").
    <header className="z-20 border-b border-line bg-surface xl:sticky xl:top-0 xl:bg-surface/95 xl:backdrop-blur">
      <div className="relative mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 xl:gap-4 xl:py-3">
        <Link href={home} className="shrink-0 font-semibold tracking-tight">
          Media Studio
        </Link>
        {/* Wide: the navigation in the row. Narrower, the same in the Menu (only one is shown). */}
        <div className="hidden xl:block">
          <MainNav />
        </div>
        {/* There from the first paint, at the row's end: what arrives late (the jobs count, the
            balance) grows leftwards in a row of fixed height and never pushes the page down. */}
        <div className="ml-auto flex min-h-9 min-w-0 items-center justify-end gap-2">
          <JobDockToggle />
          <BalanceBadge />
        </div>
        <div className="hidden items-center gap-2 xl:flex [&>span]:hidden 2xl:[&>span]:inline">
          <AccountControls keyHint={keyHint} />
        </div>
        <TopBarMenu>
          <MainNav />
          <div className="flex flex-wrap items-center gap-3">
            <BuyCreditsLink className="text-sm text-accent" />
            <AccountControls keyHint={keyHint} />
          </div>
        </TopBarMenu>
      </div>
    </header>
  )
}
