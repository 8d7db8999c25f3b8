'use client'

import { HydrationBoundary } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode } from 'react'
import type { ServedReads as Served } from '@/lib/server/first-reads'
import { leaveForSignedInAccount, usePageAccount } from './account-scope'

/**
 * Hands a page the reads the server made for its first render. They were read for whoever is
 * signed in when the page was asked for: a page moved to by a tab still open for another account
 * (another tab signed someone else in, and this one got no word of it: storage blocked, or not
 * yet told) would show that account's work in this account's frame. Such a page is not shown:
 * this tab is loaded again as the studio of the account signed in now, as it does
 * when another tab's switch reaches it (docs/decisions.md §D30).
 */
export function ServedReads({ served, children }: { served: Served | null; children: ReactNode }) {
  const account = usePageAccount()
  if (served && served.account !== account) return <AccountMoved />
  return <HydrationBoundary state={served?.state}>{children}</HydrationBoundary>
}

function AccountMoved() {
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    leaveForSignedInAccount()
  }, [])
  return (
    <p role="status" className="text-ink-muted">
      Someone else signed in on this browser. Opening their studio…
    </p>
  )
}
