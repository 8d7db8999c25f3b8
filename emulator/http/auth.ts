import type { Scope } from '@/lib/api/routes'
import { hashKey } from '../store/keys'
import type { State } from '../store/types'
import { authInvalid, authMissing, missingScope } from './api-error'
import type { Caller } from './route-context'

/** The key from `X-API-Key` or `Authorization: Bearer` (docs/service-contract.md §5.2); never from the query string. */
function presentedKey(headers: Headers): string | null {
  const headerKey = headers.get('x-api-key')?.trim() || null
  const authorization = headers.get('authorization')?.trim() ?? ''
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? null
  if (headerKey && bearer && headerKey !== bearer) throw authInvalid()
  return headerKey ?? bearer
}

/** Resolves the caller of a /v1 request (401 bodies of docs/service-contract.md §5.4). */
export function authenticate(state: State, headers: Headers): Caller {
  const key = presentedKey(headers)
  if (!key) throw authMissing()
  const hash = hashKey(key)
  const record = Object.values(state.apiKeys).find((k) => k.keyHash === hash)
  const user = record && !record.revoked ? state.users[record.userId] : undefined
  if (!record || !user) throw authInvalid()
  return { user, key: record }
}

/** Any one of the route's scopes grants access (docs/service-contract.md §5.6); else 403 missing_scope. */
export function requireScope(caller: Caller, scopes: readonly Scope[]): void {
  if (scopes.some((s) => caller.key.scopes.includes(s))) return
  throw missingScope(scopes[0] ?? 'unknown')
}
