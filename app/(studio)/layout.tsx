import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'
import { AccountScope } from '@/components/shell/account-scope'
import { MediaOriginsProvider } from '@/components/media/media-origins'
import { JobCenter } from '@/components/jobs/job-center'
import { JobDockPanel } from '@/components/jobs/job-dock-panel'
import { KeyboardEntry } from '@/components/shell/keyboard-entry'
import { SessionUnavailable } from '@/components/shell/session-unavailable'
import { OrdersWatcherOnceIdle } from '@/components/shell/orders-in-the-frame'
import { RunsInDockOnceIdle } from '@/components/shell/runs-in-the-frame'
import { RenderedAt } from '@/components/ui/rendered-at'
import { TopBar } from '@/components/shell/top-bar'
import { getEnv } from '@/lib/config/env'
import { BALANCE_READ } from '@/lib/queries/balance'
import { firstReads } from '@/lib/server/first-reads'
import { browserScopeOf } from '@/lib/server/account'
import { getCurrentSession } from '@/lib/server/current-session'
import { homeOf, keyPermissionsOf } from '@/lib/server/key-permissions'
import { keyHint } from '@/lib/server/session'
import { ServedPermissions } from '@/lib/permissions/served-permissions'
import { KeyScopeNote } from '@/components/shell/key-scope-note'
import { ServedReads } from '@/components/shell/served-reads'

export const dynamic = 'force-dynamic'

export default async function StudioLayout({ children }: { children: ReactNode }) {
  const current = await getCurrentSession()
  if (current.state === 'unavailable') return <SessionUnavailable message={current.message} />
  if (current.state === 'signed-out') redirect('/connect')
  const { session } = current
  // The balance shows in the top bar and prices every form: read with the frame, it is in every
  // page's HTML, and a form the page renders from the server agrees with it.
  // The key's permissions are known before the page renders (asked once an hour per key,
  // lib/server/key-permissions.ts): a page never asks for what the key would be refused.
  const [firstServed, permissions] = await Promise.all([
    firstReads([BALANCE_READ]),
    keyPermissionsOf(session.apiKey),
  ])
  // The clocks a page serves (an order's countdowns) hydrate from this moment (components/ui/use-now.ts).
  // eslint-disable-next-line react-hooks/purity -- rendered once per request: the request's moment
  const renderedAt = Date.now()
  return (
    <AccountScope scope={browserScopeOf(session.apiKey)}>
      <ServedPermissions known={permissions}>
        <ServedReads served={firstServed}>
          <MediaOriginsProvider origins={getEnv().mediaOrigins}>
            <a
              href="#content"
              className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
            >
              Skip to content
            </a>
            {/* The job dock folds to a count in the top bar and opens over the page, never in its flow. */}
            <TopBar keyHint={keyHint(session.apiKey)} home={homeOf(permissions)} />
            <KeyScopeNote />
            <JobDockPanel />
            <main id="content" className="mx-auto max-w-7xl px-4 pb-16 pt-8">
              <RenderedAt at={renderedAt}>{children}</RenderedAt>
            </main>
            <JobCenter />
            <OrdersWatcherOnceIdle />
            <RunsInDockOnceIdle />
            <KeyboardEntry />
          </MediaOriginsProvider>
        </ServedReads>
      </ServedPermissions>
    </AccountScope>
  )
}
