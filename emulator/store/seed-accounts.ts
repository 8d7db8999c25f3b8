import { SCOPES, type Scope } from '@/lib/api/routes'
import { hashKey } from './keys'
import { STATE_VERSION, type State } from './types'

export const DEMO_KEYS = {
  creator: 'sk_live_demo_creator',
  team: 'sk_live_demo_team',
  readonly: 'sk_live_demo_readonly',
  empty: 'sk_live_demo_empty',
  /** A revoked key, so the studio can show the 401 of a revoked key. */
  revoked: 'sk_live_demo_revoked',
} as const

export const DEMO_USERS = {
  creator: 'usr_demo_creator',
  team: 'usr_demo_team_member',
  teamOwner: 'usr_demo_team_owner',
  readonly: 'usr_demo_readonly',
  empty: 'usr_demo_empty',
} as const

export const DEMO_TEAM_ID = 'team_demo_studio'
export const TEAM_MONTHLY_LIMIT = 3000

const ALL: Scope[] = [...SCOPES]

function cycleMonth(now: Date): string {
  return now.toISOString().slice(0, 7)
}

/** The demo accounts (docs/decisions.md §D25): keys, users, wallets and the team. */
export function seedAccounts(now = new Date()): State {
  const state: State = {
    version: STATE_VERSION,
    createdAt: now.toISOString(),
    users: {},
    apiKeys: {},
    wallets: {},
    teams: {},
    jobs: {},
    assets: {},
  }
  const user = (id: string, username: string, credits: number, teamId: string | null = null) => {
    state.wallets[`wal_${id}`] = { id: `wal_${id}`, credits }
    state.users[id] = { id, username, walletId: `wal_${id}`, teamId }
  }
  const key = (name: string, key: string, userId: string, scopes: Scope[], revoked = false) => {
    state.apiKeys[name] = { id: `key_${name}`, keyHash: hashKey(key), userId, scopes, revoked }
  }

  user(DEMO_USERS.creator, 'demo-creator', 5000)
  user(DEMO_USERS.readonly, 'demo-readonly', 1200)
  user(DEMO_USERS.empty, 'demo-empty', 0)
  user(DEMO_USERS.team, 'demo-team-member', 0, DEMO_TEAM_ID)
  user(DEMO_USERS.teamOwner, 'demo-team-owner', 0, DEMO_TEAM_ID)
  state.wallets[`wal_${DEMO_TEAM_ID}`] = { id: `wal_${DEMO_TEAM_ID}`, credits: 25_000 }
  const month = cycleMonth(now)
  state.teams[DEMO_TEAM_ID] = {
    id: DEMO_TEAM_ID,
    name: 'Demo Studio Team',
    walletId: `wal_${DEMO_TEAM_ID}`,
    members: {
      [DEMO_USERS.team]: {
        role: 'member',
        monthlyLimitCredits: TEAM_MONTHLY_LIMIT,
        cycleUsedCredits: 450,
        cycleMonth: month,
      },
      [DEMO_USERS.teamOwner]: {
        role: 'owner',
        monthlyLimitCredits: null,
        cycleUsedCredits: 1200,
        cycleMonth: month,
      },
    },
  }

  key('creator', DEMO_KEYS.creator, DEMO_USERS.creator, ALL)
  key('team', DEMO_KEYS.team, DEMO_USERS.team, ALL)
  key('readonly', DEMO_KEYS.readonly, DEMO_USERS.readonly, ['read:generations', 'read:balance'])
  key('empty', DEMO_KEYS.empty, DEMO_USERS.empty, ALL)
  key('revoked', DEMO_KEYS.revoked, DEMO_USERS.creator, ALL, true)
  return state
}

export { cycleMonth }
