import { useEffect, useSyncExternalStore } from 'react'
import type { RouteId } from '@/lib/api/routes'
import { routePermission, type PermissionDenial } from './key-permissions'
import { knownPermissions } from './known-permissions'

/**
 * Whether the connected key is known to lack the permission a form's start route needs (then
 * the form is off and says which permission, before any click); runs the free check when due.
 * Without a route (a form that starts nothing paid), never denied.
 */
export function useRoutePermission(route: RouteId | null): PermissionDenial | null {
  const known = useSyncExternalStore(
    knownPermissions.subscribe,
    knownPermissions.getSnapshot,
    knownPermissions.getServerSnapshot,
  )
  useEffect(() => {
    if (route) void knownPermissions.checkIfDue()
  }, [route])
  return route ? routePermission(route, known) : null
}
