import { formatCount } from '@/lib/format'
import { lineRuns, percentOf, scaleTo, valueScale } from '@/features/usage/model/chart-scale'
import {
  CategoryLabels,
  LABEL_ROW,
  Legend,
  Plot,
  TickLabels,
  colorOf,
  type LegendItem,
  type Series,
} from './chart-parts'

// The usage charts are drawn with CSS boxes and one stretched SVG, in percentages of their box: they
// need no measuring, so they are in the page as served and cost a phone nothing to draw. A charting
// library drew the same two charts in 0.65 to 0.75 s of main-thread work each at Lighthouse's phone
// CPU (docs/performance.md, "Where a phone's time goes").

type Row = Record<string, string | number>

/**
 * A chart's plot area, drawn or waiting. While its figures are still arriving (`pending`) the chart
 * shows its plot's room, pulsing, above the same label row and legend it will have, so it is as
 * tall as the drawn chart at every width (the legend wraps alike): nothing below it moves when it
 * is drawn, and no empty band is kept under a drawn chart for a taller placeholder.
 */
const PLOT = { bars: 'h-44', across: 'h-8', lines: 'h-44' } as const

function Waiting({ plot, legend }: { plot: keyof typeof PLOT; legend: LegendItem[] }) {
  return (
    <div className="text-ink-muted" aria-hidden="true">
      <div className={`${PLOT[plot]} animate-pulse rounded-md bg-surface-muted`} />
      <div className={LABEL_ROW} />
      <Legend items={legend} />
    </div>
  )
}

const valueOf = (row: Row, key: string) => Number(row[key]) || 0

/** Bars stacked by series, one per row; `horizontal` draws the one row across (a single total). */
export function StackedBars({
  data,
  series,
  horizontal = false,
  pending = false,
}: {
  data: Row[]
  series: readonly Series[]
  horizontal?: boolean
  pending?: boolean
}) {
  const legend = series.map((s, i) => ({ label: s.label, color: colorOf(i) }))
  if (pending) return <Waiting plot={horizontal ? 'across' : 'bars'} legend={legend} />
  const totals = data.map((row) => series.reduce((sum, s) => sum + valueOf(row, s.key), 0))
  // Across, the one bar is the whole (its parts' shares); up, the days share a round axis.
  const largest = Math.max(0, ...totals)
  const scale = horizontal ? scaleTo(largest) : valueScale(largest)
  const describe = (row: Row, total: number) =>
    `${row.label}: ${formatCount(total)} (${series
      .filter((s) => valueOf(row, s.key) > 0)
      .map((s) => `${s.label} ${formatCount(valueOf(row, s.key))}`)
      .join(', ')})`
  if (horizontal) {
    const row = data[0] ?? { label: '' }
    return (
      <div className="text-ink-muted" aria-hidden="true" data-chart="bars">
        <div className={`flex ${PLOT.across} overflow-hidden rounded-sm bg-surface-muted`}>
          {series.map((s, i) => (
            <div
              key={s.key}
              title={`${s.label}: ${formatCount(valueOf(row, s.key))}`}
              style={{ width: `${percentOf(valueOf(row, s.key), scale)}%`, background: colorOf(i) }}
            />
          ))}
        </div>
        <div className={`relative ${LABEL_ROW} text-xs tabular-nums`}>
          <TickLabels scale={scale} along="across" />
        </div>
        <Legend items={legend} />
      </div>
    )
  }
  return (
    <div className="text-ink-muted" aria-hidden="true" data-chart="bars">
      <Plot scale={scale} height={PLOT.bars}>
        {/* A grid of as many columns as rows, set on the box: a column is where it ends up
            even while the page's HTML is still arriving (a flex row of them widened and shrank
            as its columns were parsed). */}
        <div
          className="absolute inset-0 grid gap-px px-px"
          style={{ gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` }}
        >
          {data.map((row, r) => (
            <div
              key={`${row.label}-${r}`}
              title={totals[r] ? describe(row, totals[r]) : `${row.label}: nothing spent`}
              className="flex h-full min-w-0 flex-col-reverse"
            >
              {series.map((s, i) => (
                <div
                  key={s.key}
                  style={{
                    height: `${percentOf(valueOf(row, s.key), scale)}%`,
                    background: colorOf(i),
                  }}
                />
              ))}
            </div>
          ))}
        </div>
      </Plot>
      <CategoryLabels labels={data.map((row) => String(row.label))} />
      <Legend items={legend} />
    </div>
  )
}

/** What is left under a limit per day, as it went and as the pace projects it. */
export function BurnDown({
  data,
  limit,
  pending = false,
}: {
  data: { label: string; remaining: number | null; projected: number | null }[]
  limit: number
  pending?: boolean
}) {
  const lines = [
    { key: 'remaining', label: 'Left (actual)', color: colorOf(0), dashed: false },
    { key: 'projected', label: 'Left (at this pace)', color: colorOf(2), dashed: true },
  ] as const
  const legend = lines.map(({ label, color, dashed }) => ({ label, color, dashed }))
  if (pending) return <Waiting plot="lines" legend={legend} />
  const scale = scaleTo(limit)
  return (
    <div className="text-ink-muted" aria-hidden="true" data-chart="lines">
      <Plot scale={scale} height={PLOT.lines}>
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="absolute inset-0 h-full w-full overflow-visible"
        >
          {lines.flatMap((line) =>
            lineRuns(
              data.map((d) => d[line.key]),
              scale,
            ).map((points) => (
              <polyline
                key={`${line.key}-${points}`}
                points={points}
                fill="none"
                stroke={line.color}
                strokeWidth={2}
                strokeDasharray={line.dashed ? '6 4' : undefined}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            )),
          )}
        </svg>
      </Plot>
      <CategoryLabels labels={data.map((d) => d.label)} />
      <Legend items={legend} />
    </div>
  )
}
