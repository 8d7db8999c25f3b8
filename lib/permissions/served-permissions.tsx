'use client'

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { NOTHING_KNOWN, type KnownPermissions } from './key-permissions'
import { knownPermissions } from './known-permissions'

const Served = createContext<KnownPermissions>(NOTHING_KNOWN)

/**
 * What the server knew of the key's permissions when it rendered the page
 * (lib/server/key-permissions.ts): rendered by the server and hydrated with the same, so a page
 * that a key cannot use is never asked for (no refusal in the console) and never flickers.
 */
export function ServedPermissions({
  known,
  children,
}: {
  known: KnownPermissions
  children: ReactNode
}) {
  // Before anything below renders: the browser's store holds it from the first render on.
  if (typeof window !== 'undefined') knownPermissions.seed(known)
  return <Served.Provider value={known}>{children}</Served.Provider>
}

/** The key's known permissions, the same on the server, in hydration and after. */
export function useKnownPermissions(): KnownPermissions {
  const served = useContext(Served)
  return useSyncExternalStore(
    knownPermissions.subscribe,
    knownPermissions.getSnapshot,
    () => served,
  )
}
