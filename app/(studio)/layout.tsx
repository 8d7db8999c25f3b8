import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'
import { JobCenter } from '@/components/jobs/job-center'
import { OrdersWatcher } from '@/components/orders/orders-watcher'
import { TopBar } from '@/components/shell/top-bar'
import { getCurrentSession } from '@/lib/server/current-session'
import { keyHint } from '@/lib/server/session'

export const dynamic = 'force-dynamic'

export default async function StudioLayout({ children }: { children: ReactNode }) {
  const session = await getCurrentSession()
  if (!session) redirect('/connect')
  return (
    <>
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      <TopBar keyHint={keyHint(session.apiKey)} />
      {/* Room at the bottom so the fixed job tray never hides the end of a page. */}
      <main id="content" className="mx-auto max-w-7xl px-4 pb-48 pt-8">
        {children}
      </main>
      <JobCenter />
      <OrdersWatcher />
    </>
  )
}
