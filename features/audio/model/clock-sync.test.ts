import { describe, expect, it } from 'vitest'
import { followerCorrection } from './clock-sync'

describe('followers of the master clock', () => {
  it('leaves drift within tolerance alone', () => {
    expect(followerCorrection(10, 10.01, true)).toEqual({ kind: 'none', rate: 1 })
  })
  it('nudges the rate for small drift: faster when behind, slower when ahead', () => {
    expect(followerCorrection(10, 9.95, true)).toEqual({ kind: 'nudge', rate: 1.05 })
    expect(followerCorrection(10, 10.05, true)).toEqual({ kind: 'nudge', rate: 0.95 })
  })
  it('seeks for large drift, and always positions exactly while paused', () => {
    expect(followerCorrection(10, 10.2, true)).toEqual({ kind: 'seek', time: 10, rate: 1 })
    expect(followerCorrection(10, 10.01, false)).toEqual({ kind: 'seek', time: 10, rate: 1 })
    expect(followerCorrection(10, 10, false)).toEqual({ kind: 'none', rate: 1 })
  })
})
