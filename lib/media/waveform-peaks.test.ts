import { describe, expect, it } from 'vitest'
import { peaksOf } from './waveform-peaks'

describe('peaksOf', () => {
  it('keeps a channel no longer than asked as it is', () => {
    const channel = new Float32Array([0.1, -0.5, 0.25])
    expect(peaksOf(channel, 4)).toBe(channel)
  })

  it('gives one value per span: its sample of largest magnitude, with its sign', () => {
    const channel = new Float32Array([0.1, -0.9, 0.2, 0.3, 0, 0.05, -0.4, 0.4])
    expect([...peaksOf(channel, 4)].map((v) => Number(v.toFixed(2)))).toEqual([
      -0.9, 0.3, 0.05, -0.4,
    ])
  })

  it('covers the whole channel when its length is not a multiple of the points', () => {
    const channel = new Float32Array(1001)
    channel[1000] = 0.75 // a click in the very last sample
    const peaks = peaksOf(channel, 10)
    expect(peaks).toHaveLength(10)
    expect(peaks[9]).toBeCloseTo(0.75)
    expect([...peaks.slice(0, 9)].every((v) => v === 0)).toBe(true)
  })
})
