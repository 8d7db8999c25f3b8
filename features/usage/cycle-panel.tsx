'use client'

import { Card } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import type { BalanceTeam } from '@/lib/api/balance'
import type { GenerationStatus } from '@/lib/api/generations'
import { formatCount, formatUtcDay } from '@/lib/format'
import { forecastCycle } from '@/features/usage/model/cycle'
import { spendByDay } from '@/features/usage/model/spend'
import { ChartText } from './chart-table'
import { BurnDown } from './charts'

/** A team member's month: use against the limit, a burn-down to the reset, and a forecast. */
export function CyclePanel({
  team,
  history,
  now,
  pending,
}: {
  team: BalanceTeam
  history: GenerationStatus[]
  now: number
  /** Older history is still being read: the burn-down is drawn once it is in. */
  pending: boolean
}) {
  const spent = new Map(spendByDay(history, 31, now).days.map((d) => [d.day, d.total]))
  const f = forecastCycle(team, now, spent)
  if (!f) return null
  const pace =
    f.runsOutAt === null
      ? `At this pace you stay within your limit until it resets on ${formatUtcDay(f.resetsAt, 'long')}.`
      : f.headroom <= 0
        ? `You have reached your limit; it resets on ${formatUtcDay(f.resetsAt, 'long')}.`
        : `At this pace you reach your limit on ${formatUtcDay(f.runsOutAt, 'long')}, before it resets on ${formatUtcDay(f.resetsAt, 'long')}.`
  const data = f.burnDown.map((p) => ({ ...p, label: formatUtcDay(p.day) }))
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">
        {team.team_name ? `Your month in ${team.team_name}` : 'Your team month'}
      </h2>
      <div className="space-y-2">
        <p className="text-sm text-ink">
          <span className="text-2xl font-semibold tabular-nums">{formatCount(f.used)}</span> of{' '}
          {formatCount(f.limit)} credits used; {formatCount(f.headroom)} left.
        </p>
        <Progress value={f.used / f.limit} label="Monthly limit used" />
        <p className="font-medium text-ink" data-testid="cycle-forecast">
          {pace}
        </p>
      </div>
      <BurnDown data={data} limit={f.limit} pending={pending} />
      <ChartText
        summary={`About ${formatCount(f.perDay)} credits a day since the cycle began on ${formatUtcDay(f.cycleStart, 'long')}. ${pace}`}
        caption="Credits left under your monthly limit, per day"
        columns={['Day', 'Left', 'Left at this pace']}
        rows={f.burnDown.map((p) => [
          formatUtcDay(p.day),
          p.remaining === null ? '' : formatCount(p.remaining),
          p.projected === null ? '' : formatCount(p.projected),
        ])}
      />
    </Card>
  )
}
