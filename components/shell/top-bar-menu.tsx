'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { useCurrentPath } from '@/lib/navigation'

/**
 * Below `xl` the navigation and the account's controls (theme, sign out, buying credits) fold
 * into one Menu, so a phone's top bar is a single short row: the studio's name, the jobs, the
 * balance and Menu. The browser's own disclosure (`details`): it opens at the first tap, before
 * the page's scripts have run. A link followed from it, or Escape, folds it again.
 */
export function TopBarMenu({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null)
  const path = useCurrentPath()
  useEffect(() => {
    if (menu.current) menu.current.open = false
  }, [path])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.current?.open) return
      menu.current.open = false
      menu.current.querySelector('summary')?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  return (
    <details ref={menu} className="group xl:hidden">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded-md border border-line px-2 py-1 text-sm hover:bg-surface-muted group-open:bg-accent/10 group-open:text-accent sm:px-2.5 [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        >
          <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
        </svg>
        {/* A mark alone on a phone, where the row has room for nothing more; named all the same. */}
        <span className="sr-only sm:not-sr-only">Menu</span>
      </summary>
      <div className="absolute inset-x-0 top-full z-30 space-y-3 border-b border-line bg-surface px-4 py-3 shadow-lg">
        {children}
      </div>
    </details>
  )
}
