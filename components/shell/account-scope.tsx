'use client'

import dynamic from 'next/dynamic'
import { createContext, Fragment, useContext, useEffect, type ReactNode } from 'react'
import { WhenIdle } from '@/components/ui/when-idle'
import { browserCache } from '@/lib/browser-cache'
import { onNoSession } from '@/lib/http/page-account'

// The sync shows nothing and starts with a read: its code (the outbox, the workspace's schemas,
// the legacy carry-over) loads once the browser is idle after the page is shown (WhenIdle),
// instead of in every page's first load or its first tasks.
const WorkspaceSync = dynamic(() => import('./workspace-sync').then((m) => m.WorkspaceSync), {
  ssr: false,
})

const PageAccount = createContext<string | null>(null)

/** The account this page's frame was rendered for (the browser's scope), null outside the studio. */
export const usePageAccount = () => useContext(PageAccount)

/**
 * Leaves the account this page was opened for: the page is loaded again as a new document, so
 * the server says who is signed in now and nothing the page held for the previous account (what
 * was served with its pages, the query cache) stays in its memory (docs/architecture.md, "One
 * account's page, one document").
 */
export function leaveForSignedInAccount() {
  window.location.reload()
}

/**
 * The studio as one account sees it. The browser cache reads this account's entries (named
 * before anything below renders), and everything below starts afresh for another account: a
 * switch keeps no form, announcement memory or tray of the previous one. When another tab signs
 * out or connects someone else, this page drops what it fetched and asks the server who it is now.
 */
export function AccountScope({ scope, children }: { scope: string; children: ReactNode }) {
  browserCache.setScope(scope)
  useEffect(() => browserCache.onAccountSwitch(leaveForSignedInAccount), [])
  // Signed out without this page's button (another tab, another device, expiry): nothing of any
  // account stays in this browser's storage, and the page reloads into the sign-in form.
  useEffect(() => onNoSession(() => browserCache.clear()), [])

  return (
    <PageAccount.Provider value={scope}>
      <Fragment key={scope}>
        <WhenIdle>
          <WorkspaceSync />
        </WhenIdle>
        {children}
      </Fragment>
    </PageAccount.Provider>
  )
}
