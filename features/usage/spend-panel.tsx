'use client'

import { useState } from 'react'
import { Card } from '@/components/ui/card'
import { RadioChips } from '@/components/ui/radio-chips'
import type { GenerationStatus } from '@/lib/api/generations'
import { formatCount, formatUtcDay } from '@/lib/format'
import { useModelName, type ModelNamer } from '@/lib/queries/model-names'
import { SPEND_KIND_LABELS, SPEND_KINDS } from '@/features/usage/model/kinds'
import { PERIODS, spendByDay, type SpendSummary } from '@/features/usage/model/spend'
import { ChartText } from './chart-table'
import { StackedBars } from './charts'

const PERIOD_OPTIONS = PERIODS.map((d) => ({ value: String(d), label: `${d} days` }))
const VIEW_OPTIONS = [
  { value: 'kind', label: 'By kind' },
  { value: 'model', label: 'By model' },
]

function chartOf(summary: SpendSummary, view: string, modelName: ModelNamer) {
  const series =
    view === 'kind'
      ? SPEND_KINDS.filter((k) => summary.byKind[k] > 0).map((k) => ({
          key: k,
          label: SPEND_KIND_LABELS[k],
        }))
      : summary.models.map((m) => ({ key: m, label: modelName(m) }))
  const data = summary.days.map((d) => ({
    label: formatUtcDay(d.day),
    ...(view === 'kind' ? d.byKind : d.byModel),
  }))
  return { series, data }
}

/**
 * Credits per day for the chosen period, stacked by kind or by model. The totals show from the
 * newest page of history; the chart is drawn once the older pages are in (`pending` until then).
 */
export function SpendPanel({
  history,
  now,
  pending,
}: {
  history: GenerationStatus[]
  now: number
  pending: boolean
}) {
  const [period, setPeriod] = useState('30')
  const [view, setView] = useState('kind')
  const summary = spendByDay(history, Number(period), now)
  const modelName = useModelName()
  const { series, data } = chartOf(summary, view, modelName)
  const busiest = summary.days.reduce((a, b) => (b.total > a.total ? b : a), summary.days[0]!)
  const top = [...series]
    .map((s) => ({
      label: s.label,
      credits: data.reduce(
        (n, row) => n + (Number((row as Record<string, unknown>)[s.key]) || 0),
        0,
      ),
    }))
    .sort((a, b) => b.credits - a.credits)
  const rows = summary.days
    .filter((d) => d.total > 0)
    .map((d) => [
      formatUtcDay(d.day),
      ...series.map((s) =>
        formatCount((view === 'kind' ? d.byKind : d.byModel)[s.key as never] ?? 0),
      ),
      formatCount(d.total),
    ])
  return (
    <Card className="space-y-4">
      {/* On a phone the choices take a row of their own from the first paint: left to wrap, they
          were laid out beside the heading in one frame and under it in the next. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <h2 className="text-lg font-semibold text-ink">Spend over time</h2>
        <div className="flex flex-wrap gap-4">
          <RadioChips
            name="period"
            legend="Period"
            hideLegend
            options={PERIOD_OPTIONS}
            value={period}
            onChange={setPeriod}
          />
          <RadioChips
            name="split"
            legend="Split"
            hideLegend
            options={VIEW_OPTIONS}
            value={view}
            onChange={setView}
          />
        </div>
      </div>
      <p className="text-3xl font-semibold tabular-nums text-ink" data-testid="spend-total">
        {formatCount(summary.total)}{' '}
        <span className="text-base font-normal text-ink-muted">
          credits in the last {period} days
        </span>
      </p>
      {summary.total > 0 ? (
        <>
          <StackedBars data={data} series={series} pending={pending} />
          <ChartText
            summary={`${formatCount(summary.total)} credits over ${summary.counted} generations in the last ${period} days. Most went to ${top[0]?.label ?? 'nothing'} (${formatCount(top[0]?.credits ?? 0)} credits). The busiest day was ${formatUtcDay(busiest.day)}, with ${formatCount(busiest.total)} credits.`}
            caption={`Credits per day, ${view === 'kind' ? 'by kind' : 'by model'}, last ${period} days`}
            columns={['Day', ...series.map((s) => s.label), 'Total']}
            rows={rows}
          />
        </>
      ) : (
        <p className="text-sm text-ink-muted">No credits were spent in the last {period} days.</p>
      )}
    </Card>
  )
}
