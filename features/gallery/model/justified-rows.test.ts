import { describe, expect, it } from 'vitest'
import { justifiedRows, tileRatio } from './justified-rows'

const options = { width: 1000, targetHeight: 200, gap: 8 }

describe('justified gallery rows', () => {
  it('fills each full row exactly and keeps every tile index once', () => {
    const ratios = Array.from({ length: 500 }, (_, i) => [1, 1.5, 0.75, 16 / 9, 2][i % 5]!)
    const rows = justifiedRows(ratios, options)
    rows.slice(0, -1).forEach((row) => {
      const total = row.widths.reduce((s, w) => s + w, 0) + options.gap * (row.widths.length - 1)
      expect(total).toBe(options.width)
      expect(row.height).toBeLessThanOrEqual(options.targetHeight)
      expect(row.height).toBeGreaterThan(options.targetHeight / 2)
    })
    expect(rows.reduce((n, r) => n + r.widths.length, 0)).toBe(500)
    rows.forEach((row, i) =>
      expect(row.start).toBe(i === 0 ? 0 : rows[i - 1]!.start + rows[i - 1]!.widths.length),
    )
  })

  it('keeps the last row at the target height', () => {
    const rows = justifiedRows([1], options)
    expect(rows).toEqual([{ start: 0, height: 200, widths: [200] }])
  })

  it('lays out 10,000 tiles quickly', () => {
    const ratios = Array.from({ length: 10_000 }, (_, i) => 0.6 + (i % 7) * 0.25)
    const started = performance.now()
    const rows = justifiedRows(ratios, options)
    expect(performance.now() - started).toBeLessThan(100)
    expect(rows.length).toBeGreaterThan(1000)
  })

  it('uses a square for unknown sizes and clamps extreme ratios', () => {
    expect(tileRatio(null, 100)).toBe(1)
    expect(tileRatio(1920, 1080)).toBeCloseTo(16 / 9)
    expect(tileRatio(10_000, 100)).toBe(2.5)
    expect(tileRatio(10, 1000)).toBe(0.5)
  })

  it('returns no rows for a zero width (before the first measure)', () => {
    expect(justifiedRows([1, 2], { ...options, width: 0 })).toEqual([])
  })
})
