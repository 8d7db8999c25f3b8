import type { Balance } from '@/lib/api'
import { cycleMonth } from './seed-accounts'
import { activeMembership } from './teams'
import type { State, TeamMemberRecord, TeamRecord, UserRecord, WalletRecord } from './types'

interface Funds {
  wallet: WalletRecord
  /** Credits the user may spend now: the wallet, capped by a team member's monthly headroom. */
  available: number
  team: { team: TeamRecord; member: TeamMemberRecord; headroom: number | null } | null
}

function rollCycle(member: TeamMemberRecord, now: Date): void {
  const month = cycleMonth(now)
  if (member.cycleMonth === month) return
  member.cycleMonth = month
  member.cycleUsedCredits = 0
}

/** Where a user's credits come from: their own wallet, or the team wallet for active members. */
export function fundsOf(state: State, user: UserRecord, now = new Date()): Funds {
  const membership = activeMembership(state, user)
  if (membership) {
    const { team, member } = membership
    rollCycle(member, now)
    const wallet = state.wallets[team.walletId]!
    const headroom =
      member.monthlyLimitCredits === null
        ? null
        : Math.max(0, member.monthlyLimitCredits - member.cycleUsedCredits)
    const available = headroom === null ? wallet.credits : Math.min(wallet.credits, headroom)
    return { wallet, available, team: { team, member, headroom } }
  }
  const wallet = state.wallets[user.walletId]!
  return { wallet, available: wallet.credits, team: null }
}

export type SpendResult = { ok: true } | { ok: false; available: number; limitedByTeam: boolean }

/** Deducts credits when the user can afford them; otherwise changes nothing. */
export function spend(
  state: State,
  user: UserRecord,
  credits: number,
  now = new Date(),
): SpendResult {
  const funds = fundsOf(state, user, now)
  if (credits > funds.available) {
    return {
      ok: false,
      available: funds.available,
      limitedByTeam: funds.available < funds.wallet.credits,
    }
  }
  funds.wallet.credits -= credits
  if (funds.team) funds.team.member.cycleUsedCredits += credits
  return { ok: true }
}

/** Gives back credits `spend` took for a job that was never accepted (the same wallet). */
export function refund(state: State, user: UserRecord, credits: number, now = new Date()): void {
  const funds = fundsOf(state, user, now)
  funds.wallet.credits += credits
  if (funds.team) funds.team.member.cycleUsedCredits -= credits
}

function nextCycleStart(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString()
}

/** GET /v1/balance for a user. */
export function balanceOf(
  state: State,
  user: UserRecord,
  purchaseUrl: string,
  now = new Date(),
): Balance {
  const funds = fundsOf(state, user, now)
  const credits = funds.wallet.credits
  const team = funds.team
  return {
    credits,
    message: credits === 0 ? 'Your balance is empty. Buy credits to start generating.' : null,
    purchase_url: purchaseUrl,
    team: team
      ? {
          team_id: team.team.id,
          team_name: team.team.name,
          role: team.member.role,
          monthly_limit_credits: team.member.monthlyLimitCredits,
          cycle_used_credits: team.member.cycleUsedCredits,
          headroom_credits: funds.available,
          cycle_resets_at: nextCycleStart(now),
        }
      : null,
  }
}
