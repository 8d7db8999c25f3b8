import type { BalanceTeam } from '@/lib/api/balance'

const DAY_MS = 86_400_000

export interface BurnPoint {
  day: string
  /** Credits left under the limit at the end of the day (actual up to today, then projected). */
  remaining: number | null
  projected: number | null
}

export interface CycleForecast {
  limit: number
  used: number
  headroom: number
  resetsAt: string
  cycleStart: string
  /** Credits a day at the current pace (this cycle's use over the days elapsed). */
  perDay: number
  /** When the headroom runs out at this pace, if before the reset; null otherwise. */
  runsOutAt: string | null
  burnDown: BurnPoint[]
}

/** The start of the cycle that resets at `resetsAt`: the same day one month earlier (UTC). */
function cycleStartOf(resetsAt: number): number {
  const d = new Date(resetsAt)
  d.setUTCMonth(d.getUTCMonth() - 1)
  return d.getTime()
}

/**
 * A team member's cycle: use against the monthly limit, the pace so far, the day the headroom
 * runs out at that pace, and a burn-down from the cycle's start to its reset. Null for anyone
 * without a limit (not in a team, or an unlimited member) or with unreadable team fields.
 * `spentByDay` (credits per UTC day from the history) shapes the past part of the burn-down; the
 * balance's own `cycle_used_credits` stays the truth for today's point.
 */
export function forecastCycle(
  team: BalanceTeam | null | undefined,
  now: number,
  spentByDay: ReadonlyMap<string, number> = new Map(),
): CycleForecast | null {
  const limit = team?.monthly_limit_credits
  const resets = team?.cycle_resets_at ? Date.parse(team.cycle_resets_at) : NaN
  if (limit == null || !(limit > 0) || !Number.isFinite(resets)) return null
  const used = Math.max(0, team?.cycle_used_credits ?? 0)
  const headroom = Math.max(0, team?.headroom_credits ?? limit - used)
  const start = cycleStartOf(resets)
  const elapsedDays = Math.max(1, (now - start) / DAY_MS)
  const perDay = used / elapsedDays
  const outAt = perDay > 0 ? now + (headroom / perDay) * DAY_MS : Infinity
  const runsOutAt =
    headroom <= 0
      ? new Date(now).toISOString()
      : outAt < resets
        ? new Date(outAt).toISOString()
        : null

  const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10)
  const pastDays: string[] = []
  for (let t = Date.parse(dayOf(start)); t <= now; t += DAY_MS) pastDays.push(dayOf(t))
  // Left at the end of each past day: today's headroom plus what was spent on the days after it.
  let laterSpend = 0
  const burnDown: BurnPoint[] = pastDays
    .reverse()
    .map((day) => {
      // Capped at the limit: the history also holds spend the team cycle does not count.
      const remaining = Math.min(limit, headroom + laterSpend)
      const point = { day, remaining, projected: null as number | null }
      laterSpend += spentByDay.get(day) ?? 0
      return point
    })
    .reverse()
  const todayPoint = burnDown[burnDown.length - 1]
  if (todayPoint) todayPoint.projected = headroom
  for (let t = Date.parse(dayOf(now)) + DAY_MS; t <= resets; t += DAY_MS) {
    const left = Math.max(0, headroom - (perDay * (t - now)) / DAY_MS)
    burnDown.push({ day: dayOf(t), remaining: null, projected: Math.round(left) })
  }
  return {
    limit,
    used,
    headroom,
    resetsAt: new Date(resets).toISOString(),
    cycleStart: new Date(start).toISOString(),
    perDay,
    runsOutAt,
    burnDown,
  }
}
