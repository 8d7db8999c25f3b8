import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/format'
import { labelEvery, percentOf, type ValueScale } from '@/features/usage/model/chart-scale'

/** Mid-tone colors that hold their contrast on both the light and the dark surface. */
const SERIES_COLORS = [
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

export const colorOf = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!

export interface Series {
  key: string
  label: string
}

/** Width of the value axis's labels; the category labels start after it. */
const AXIS_WIDTH = 'w-12'

/**
 * A plot area with its value axis on the left and dashed lines at the ticks: `children` draw in
 * it by percentages (bars as flex boxes, lines in a stretched SVG).
 */
export function Plot({
  scale,
  height,
  children,
}: {
  scale: ValueScale
  height: string
  children: ReactNode
}) {
  return (
    <div className={`flex ${height}`}>
      <div className={`relative ${AXIS_WIDTH} shrink-0 pr-2 text-right text-xs tabular-nums`}>
        <TickLabels scale={scale} along="up" />
      </div>
      <div className="relative min-w-0 flex-1 border-b border-l border-line">
        {scale.ticks.slice(1).map((tick) => (
          <div
            key={tick}
            className="absolute inset-x-0 border-t border-dashed border-line"
            style={{ bottom: `${percentOf(tick, scale)}%` }}
          />
        ))}
        {children}
      </div>
    </div>
  )
}

/** The value axis's tick labels: up a plot's side, or across under a single bar. */
export function TickLabels({ scale, along }: { scale: ValueScale; along: 'up' | 'across' }) {
  return scale.ticks.map((tick) => (
    <span
      key={tick}
      className={
        along === 'up'
          ? 'absolute right-2 translate-y-1/2 leading-none'
          : 'absolute top-1 -translate-x-1/2 first:translate-x-0 last:-translate-x-full'
      }
      style={
        along === 'up'
          ? { bottom: `${percentOf(tick, scale)}%` }
          : { left: `${percentOf(tick, scale)}%` }
      }
    >
      {formatCount(tick)}
    </span>
  ))
}

/**
 * The height of the row of labels under a plot (the days, or the across bar's ticks), and of the
 * room a waiting chart keeps for it.
 */
export const LABEL_ROW = 'h-5'

/** The category axis under a plot: every few labels, each centred under its column. */
export function CategoryLabels({ labels }: { labels: readonly string[] }) {
  const every = labelEvery(labels.length)
  return (
    <div className={`flex ${LABEL_ROW} pt-1 text-xs`}>
      <div className={`${AXIS_WIDTH} shrink-0`} />
      <div
        className="grid min-w-0 flex-1"
        style={{ gridTemplateColumns: `repeat(${labels.length}, minmax(0, 1fr))` }}
      >
        {labels.map((label, i) => (
          <div key={`${label}-${i}`} className="relative min-w-0">
            {i % every === 0 ? (
              <span
                className={cn(
                  'absolute whitespace-nowrap',
                  // The ends keep inside the plot; a phone writes every other label.
                  i === 0
                    ? 'left-0'
                    : i === labels.length - 1
                      ? 'right-0'
                      : 'left-1/2 -translate-x-1/2',
                  (i / every) % 2 === 1 && 'hidden sm:inline',
                )}
              >
                {label}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  )
}

/** A series' name and color; `dashed` (set for lines only) draws a stroke instead of a square. */
export interface LegendItem {
  label: string
  color: string
  dashed?: boolean
}

/** The series' names beside their color: a square for bars, a stroke for lines. */
export function Legend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-xs">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span
            className={item.dashed === undefined ? 'size-2.5 rounded-sm' : 'h-0 w-4 border-t-2'}
            style={
              item.dashed === undefined
                ? { background: item.color }
                : { borderColor: item.color, borderTopStyle: item.dashed ? 'dashed' : 'solid' }
            }
          />
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  )
}
