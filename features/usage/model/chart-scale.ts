/**
 * The arithmetic of the usage charts, kept apart from their drawing: a value axis with round
 * ticks, which labels of a long category axis to write, and where a line with gaps is drawn.
 * Charts draw in percentages of their box, so they need no measuring and render on the server.
 */

export interface ValueScale {
  /** The axis's top value, a round number at or above the largest value. */
  top: number
  /** Tick values from 0 to `top`, evenly spaced. */
  ticks: number[]
}

/**
 * Round steps: 1, 2, 2.5 or 5 times a power of ten, never below 1 and always whole (credits and
 * counts are whole, so 2.5 only from 25 up).
 */
export function valueScale(largest: number, intervals = 4): ValueScale {
  const raw = Math.max(largest, 0) / intervals
  const power = raw > 0 ? 10 ** Math.floor(Math.log10(raw)) : 1
  const multiples = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10]
  const step = Math.max(1, multiples.map((m) => m * power).find((s) => s >= raw) ?? 1)
  return { top: step * intervals, ticks: Array.from({ length: intervals + 1 }, (_, i) => i * step) }
}

/** An axis from 0 to exactly `top` (a limit), its ticks rounded to whole numbers. */
export function scaleTo(top: number, intervals = 4): ValueScale {
  const whole = Math.max(1, Math.round(top))
  return {
    top: whole,
    // Rounded, small tops repeat a tick (3 in four steps: 0, 1, 2, 2, 3): each is written once.
    ticks: [
      ...new Set(
        Array.from({ length: intervals + 1 }, (_, i) => Math.round((i * whole) / intervals)),
      ),
    ],
  }
}

/** A value's height (or length) as a percentage of the axis. */
export const percentOf = (value: number, scale: ValueScale) =>
  Math.min(100, Math.max(0, (value / scale.top) * 100))

/** Every `labelEvery(n)`-th category is labelled, so at most `most` labels share the axis. */
export const labelEvery = (count: number, most = 6) => Math.max(1, Math.ceil(count / most))

/**
 * A line through `values` (null where there is no value) in a 100 x 100 box, x spread evenly and
 * 0 at the bottom: one list of SVG points per unbroken run, a run of one point included.
 */
export function lineRuns(values: readonly (number | null)[], scale: ValueScale): string[] {
  const x = (i: number) => (values.length === 1 ? 50 : (i / (values.length - 1)) * 100)
  const runs: string[][] = []
  let current: string[] | null = null
  values.forEach((value, i) => {
    if (value === null) return void (current = null)
    if (!current) runs.push((current = []))
    current.push(`${x(i).toFixed(2)},${(100 - percentOf(value, scale)).toFixed(2)}`)
  })
  return runs.map((run) => run.join(' '))
}
