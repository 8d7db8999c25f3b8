import { ASSET_QUOTA_BYTES, TEAM_ASSET_QUOTA_BYTES } from '@/lib/api'
import { activeMembership } from '../store/teams'
import type { AssetRecord, State, UserRecord } from '../store/types'

/** A personal library (teamId null) or a team library. */
export interface Library {
  ownerUserId: string
  teamId: string | null
  quotaBytes: number
}

export function personalLibrary(user: UserRecord): Library {
  return { ownerUserId: user.id, teamId: null, quotaBytes: ASSET_QUOTA_BYTES }
}

/** The team library of an active team member, else null. */
export function teamLibrary(state: State, user: UserRecord): Library | null {
  const membership = activeMembership(state, user)
  if (!membership) return null
  return { ownerUserId: user.id, teamId: membership.team.id, quotaBytes: TEAM_ASSET_QUOTA_BYTES }
}

export function inLibrary(asset: AssetRecord, library: Library): boolean {
  if (library.teamId) return asset.teamId === library.teamId
  return asset.teamId === null && asset.ownerUserId === library.ownerUserId
}

export function assetsIn(state: State, library: Library): AssetRecord[] {
  return Object.values(state.assets).filter((a) => inLibrary(a, library))
}

export function usedBytes(state: State, library: Library): number {
  return assetsIn(state, library).reduce((sum, a) => sum + a.sizeBytes, 0)
}

export function nameTaken(state: State, library: Library, name: string, exceptId = ''): boolean {
  return assetsIn(state, library).some((a) => a.name === name && a.id !== exceptId)
}

/** Libraries the user sees and manages: their own, plus the team's for active members. */
export function librariesOf(state: State, user: UserRecord): Library[] {
  const team = teamLibrary(state, user)
  return team ? [personalLibrary(user), team] : [personalLibrary(user)]
}

/** An asset the user may see and change, with its library; null when unknown or foreign. */
export function accessibleAsset(
  state: State,
  user: UserRecord,
  id: string,
): { asset: AssetRecord; library: Library } | null {
  const asset = Object.hasOwn(state.assets, id) ? state.assets[id] : undefined
  const library = asset && librariesOf(state, user).find((l) => inLibrary(asset, l))
  return asset && library ? { asset, library } : null
}
