'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { isPreviewable } from '@/lib/url'

const MediaOrigins = createContext<readonly string[]>([])

/** The origins the service hands media out on: the ones the page's CSP lets it show. */
export function MediaOriginsProvider({
  origins,
  children,
}: {
  origins: readonly string[]
  children: ReactNode
}) {
  return <MediaOrigins.Provider value={origins}>{children}</MediaOrigins.Provider>
}

/** Whether the page may show this source itself, rather than link to it (see `isPreviewable`). */
export function usePreviewable(url: string): boolean {
  const origins = useContext(MediaOrigins)
  const pageOrigin = typeof window === 'undefined' ? '' : window.location.origin
  return isPreviewable(url, origins, pageOrigin)
}
