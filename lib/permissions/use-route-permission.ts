import { useEffect } from 'react'
import type { RouteId } from '@/lib/api/routes'
import { isReadOnly, routePermission, type PermissionDenial } from './key-permissions'
import { knownPermissions } from './known-permissions'
import { useKnownPermissions } from './served-permissions'

/**
 * Whether the connected key is known to lack the permission a form's start route needs (then
 * the form is off and says which permission, before any click); runs the free check when due.
 * Without a route (a form that starts nothing paid), never denied.
 */
export function useRoutePermission(route: RouteId | null): PermissionDenial | null {
  const known = useKnownPermissions()
  useEffect(() => {
    if (route) void knownPermissions.checkIfDue()
  }, [route])
  return route ? routePermission(route, known) : null
}

/**
 * Whether the studio may call `route` for this key: false once the key is known to lack its
 * permission, so a page never asks for what would only be refused (a 403 in the console).
 */
export function useRouteAllowed(route: RouteId): boolean {
  return routePermission(route, useKnownPermissions()) === null
}

/** Whether the key can only look (it makes nothing): pages offer no action it cannot take. */
export function useReadOnly(): boolean {
  return isReadOnly(useKnownPermissions())
}
