import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'
import { JobCenter } from '@/components/jobs/job-center'
import { JobDockPanel } from '@/components/jobs/job-dock-panel'
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
      {/* The job dock folds to a count in the top bar and opens in the page's flow, never over it. */}
      <TopBar keyHint={keyHint(session.apiKey)} />
      <JobDockPanel />
      <main id="content" className="mx-auto max-w-7xl px-4 pb-16 pt-8">
        {children}
      </main>
      <JobCenter />
    </>
  )
}
