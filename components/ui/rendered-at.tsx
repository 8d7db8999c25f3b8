'use client'

import { createContext, useContext, type ReactNode } from 'react'

const RenderedAtContext = createContext<number | null>(null)

/**
 * The moment the server drew the page. A clock the server serves (an order's countdowns) starts
 * from it while React hydrates, so hydration meets the words the server wrote, and catches up with
 * the browser's time at once after (docs/performance.md, "What a page loads first").
 */
export function RenderedAt({ at, children }: { at: number; children: ReactNode }) {
  return <RenderedAtContext value={at}>{children}</RenderedAtContext>
}

/** The moment the server drew the page, or null outside a served page (tests, other roots). */
export const useRenderedAt = (): number | null => useContext(RenderedAtContext)
