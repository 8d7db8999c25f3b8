'use client'

// Recharts: SVG charts as React components, widely used and kept up to date. This file is the
// only one that imports it, and the usage page loads it lazily, so no other route carries it.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

/** Mid-tone colors that hold their contrast on both the light and the dark surface. */
export const SERIES_COLORS = [
  '#6366f1',
  '#0ea5e9',
  '#f59e0b',
  '#10b981',
  '#a855f7',
  '#ef4444',
  '#14b8a6',
  '#ec4899',
  '#84cc16',
  '#f97316',
  '#94a3b8',
]

const AXIS = { fontSize: 12, fill: 'currentColor' }
const TOOLTIP = {
  contentStyle: {
    background: 'rgb(var(--surface))',
    border: '1px solid rgb(var(--line))',
    color: 'rgb(var(--ink))',
  },
  cursor: { fill: 'rgb(var(--surface-muted))' },
}

export interface Series {
  key: string
  label: string
}

/** Bars stacked by series; `horizontal` draws one bar per row across (for a single total). */
export function StackedBars({
  data,
  series,
  horizontal = false,
}: {
  data: Record<string, string | number>[]
  series: readonly Series[]
  horizontal?: boolean
}) {
  return (
    <div className="h-full w-full text-ink-muted" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 8, bottom: 0, left: horizontal ? 0 : -16 }}
        >
          <CartesianGrid
            strokeDasharray="3 3"
            stroke="rgb(var(--line))"
            vertical={horizontal}
            horizontal={!horizontal}
          />
          {horizontal ? (
            <>
              <XAxis type="number" tick={AXIS} allowDecimals={false} />
              <YAxis type="category" dataKey="label" tick={AXIS} hide />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={AXIS} minTickGap={16} />
              <YAxis tick={AXIS} allowDecimals={false} />
            </>
          )}
          <Tooltip {...TOOLTIP} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId="spend"
              fill={SERIES_COLORS[i % SERIES_COLORS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

export function BurnDown({
  data,
  limit,
}: {
  data: { label: string; remaining: number | null; projected: number | null }[]
  limit: number
}) {
  return (
    <div className="h-full w-full text-ink-muted" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="rgb(var(--line))" vertical={false} />
          <XAxis dataKey="label" tick={AXIS} minTickGap={16} />
          <YAxis tick={AXIS} domain={[0, limit]} allowDecimals={false} />
          <Tooltip {...TOOLTIP} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <ReferenceLine y={0} stroke="rgb(var(--danger))" />
          <Line
            dataKey="remaining"
            name="Left (actual)"
            stroke={SERIES_COLORS[0]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="projected"
            name="Left (at this pace)"
            stroke={SERIES_COLORS[2]}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
