import { describe, expect, it } from 'vitest'
import { labelEvery, lineRuns, percentOf, scaleTo, valueScale } from './chart-scale'

describe('valueScale', () => {
  it('rounds the top up to 1, 2, 2.5 or 5 times a power of ten per interval', () => {
    expect(valueScale(6029)).toEqual({ top: 8000, ticks: [0, 2000, 4000, 6000, 8000] })
    expect(valueScale(3000)).toEqual({ top: 4000, ticks: [0, 1000, 2000, 3000, 4000] })
    expect(valueScale(9182)).toEqual({ top: 10000, ticks: [0, 2500, 5000, 7500, 10000] })
    expect(valueScale(9).top).toBe(20)
    expect(valueScale(400).top).toBe(400)
  })

  it('keeps whole steps for small counts and an empty chart', () => {
    expect(valueScale(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] })
    expect(valueScale(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] })
  })

  it('ends exactly at a limit when asked to', () => {
    expect(scaleTo(3000)).toEqual({ top: 3000, ticks: [0, 750, 1500, 2250, 3000] })
    expect(scaleTo(10).ticks).toEqual([0, 3, 5, 8, 10])
    expect(scaleTo(3).ticks).toEqual([0, 1, 2, 3])
    expect(scaleTo(0)).toEqual({ top: 1, ticks: [0, 1] })
  })

  it('places values as a share of the axis, clamped to it', () => {
    const scale = valueScale(6029)
    expect(percentOf(2000, scale)).toBe(25)
    expect(percentOf(-5, scale)).toBe(0)
    expect(percentOf(9000, scale)).toBe(100)
  })
})

describe('labelEvery', () => {
  it('labels at most six categories', () => {
    expect(labelEvery(7)).toBe(2)
    expect(labelEvery(30)).toBe(5)
    expect(labelEvery(90)).toBe(15)
    expect(labelEvery(1)).toBe(1)
  })
})

describe('lineRuns', () => {
  it('breaks the line where a value is missing and spreads x over the box', () => {
    const scale = valueScale(400)
    expect(lineRuns([400, 200, null, 100, 0], scale)).toEqual([
      '0.00,0.00 25.00,50.00',
      '75.00,75.00 100.00,100.00',
    ])
    expect(lineRuns([null, null], scale)).toEqual([])
    expect(lineRuns([200], scale)).toEqual(['50.00,50.00'])
  })
})
