import { formatCount } from '@/lib/format'
import { lineRuns, percentOf, scaleTo, valueScale } from '@/lib/usage/chart-scale'
import { CategoryLabels, Legend, Plot, TickLabels, colorOf, type Series } from './chart-parts'

// The usage charts are drawn with CSS boxes and one stretched SVG, in percentages of their box: they
// need no measuring, so they are in the page as served and cost a phone nothing to draw. A charting
// library drew the same two charts in 0.65 to 0.75 s of main-thread work each at Lighthouse's phone
// CPU (docs/architecture.md, "Where a phone's time goes").

type Row = Record<string, string | number>

/**
 * Each chart takes at least its box's height, drawn or not: while its figures are still arriving
 * (`pending`) the box waits, empty, and the chart is drawn once they are whole, so nothing in or
 * below it moves as reads land.
 */
const BOX = { bars: 'min-h-64', across: 'min-h-28', lines: 'min-h-60' } as const
const WAITING = { bars: 'h-64', across: 'h-28', lines: 'h-60' } as const

function Waiting({ box }: { box: keyof typeof BOX }) {
  return (
    <div
      className={`${WAITING[box]} animate-pulse rounded-md bg-surface-muted`}
      aria-hidden="true"
    />
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
  if (pending) return <Waiting box={horizontal ? 'across' : 'bars'} />
  const totals = data.map((row) => series.reduce((sum, s) => sum + valueOf(row, s.key), 0))
  // Across, the one bar is the whole (its parts' shares); up, the days share a round axis.
  const largest = Math.max(0, ...totals)
  const scale = horizontal ? scaleTo(largest) : valueScale(largest)
  const legend = series.map((s, i) => ({ label: s.label, color: colorOf(i) }))
  const describe = (row: Row, total: number) =>
    `${row.label}: ${formatCount(total)} (${series
      .filter((s) => valueOf(row, s.key) > 0)
      .map((s) => `${s.label} ${formatCount(valueOf(row, s.key))}`)
      .join(', ')})`
  if (horizontal) {
    const row = data[0] ?? { label: '' }
    return (
      <div className={`${BOX.across} text-ink-muted`} aria-hidden="true" data-chart="bars">
        <div className="flex h-8 overflow-hidden rounded-sm bg-surface-muted">
          {series.map((s, i) => (
            <div
              key={s.key}
              title={`${s.label}: ${formatCount(valueOf(row, s.key))}`}
              style={{ width: `${percentOf(valueOf(row, s.key), scale)}%`, background: colorOf(i) }}
            />
          ))}
        </div>
        <div className="relative h-5 text-xs tabular-nums">
          <TickLabels scale={scale} along="across" />
        </div>
        <Legend items={legend} />
      </div>
    )
  }
  return (
    <div className={`${BOX.bars} text-ink-muted`} aria-hidden="true" data-chart="bars">
      <Plot scale={scale} height="h-44">
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
  if (pending) return <Waiting box="lines" />
  const scale = scaleTo(limit)
  const lines = [
    { key: 'remaining', label: 'Left (actual)', color: colorOf(0), dashed: false },
    { key: 'projected', label: 'Left (at this pace)', color: colorOf(2), dashed: true },
  ] as const
  return (
    <div className={`${BOX.lines} text-ink-muted`} aria-hidden="true" data-chart="lines">
      <Plot scale={scale} height="h-44">
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
      <Legend items={lines.map(({ label, color, dashed }) => ({ label, color, dashed }))} />
    </div>
  )
}
