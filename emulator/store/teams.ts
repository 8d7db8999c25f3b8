import type { State, TeamMemberRecord, TeamRecord, UserRecord } from './types'

export interface Membership {
  team: TeamRecord
  member: TeamMemberRecord
}

/** The user's active team membership (team wallet, team library), or null. */
export function activeMembership(state: State, user: UserRecord): Membership | null {
  const team = user.teamId ? state.teams[user.teamId] : undefined
  const member = team?.members[user.id]
  return team && member ? { team, member } : null
}
