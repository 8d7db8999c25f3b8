import { describe, expect, it } from 'vitest'
import { initialMixer, loopJump, mixerReducer, trackOutput, type MixerAction } from './mixer-state'

const start = () =>
  initialMixer([{ id: 'vocals' }, { id: 'instrumental' }, { id: 'original', muted: true }])
const run = (...actions: MixerAction[]) => actions.reduce(mixerReducer, start())
const muted = (state: ReturnType<typeof start>) =>
  Object.fromEntries(state.tracks.map((t) => [t.id, trackOutput(state, t.id).muted]))

describe('mixer state', () => {
  it('solo silences every other track; un-solo restores the mutes set before', () => {
    const before = run({ type: 'mute', id: 'instrumental', muted: true })
    const soloed = mixerReducer(before, { type: 'solo', id: 'original' })
    expect(muted(soloed)).toEqual({ vocals: true, instrumental: true, original: false })
    const back = mixerReducer(soloed, { type: 'unsolo' })
    expect(muted(back)).toEqual({ vocals: false, instrumental: true, original: true })
  })

  it('switching solo keeps the mutes from before the first solo', () => {
    const state = run(
      { type: 'mute', id: 'vocals', muted: true },
      { type: 'solo', id: 'instrumental' },
      { type: 'solo', id: 'vocals' },
      { type: 'unsolo' },
    )
    expect(muted(state)).toEqual({ vocals: true, instrumental: false, original: true })
  })

  it('a mute set during solo stays after it', () => {
    const state = run(
      { type: 'solo', id: 'vocals' },
      { type: 'mute', id: 'instrumental', muted: true },
      { type: 'unsolo' },
    )
    expect(muted(state)).toEqual({ vocals: false, instrumental: true, original: true })
  })

  it('volume is clamped to 0..1 and kept through solo', () => {
    const state = run(
      { type: 'volume', id: 'vocals', volume: 1.7 },
      { type: 'volume', id: 'instrumental', volume: 0.3 },
      { type: 'solo', id: 'vocals' },
    )
    expect(trackOutput(state, 'vocals')).toEqual({ muted: false, volume: 1 })
    expect(trackOutput(state, 'instrumental')).toEqual({ muted: true, volume: 0.3 })
    expect(trackOutput(state, 'nope')).toEqual({ muted: true, volume: 0 })
  })

  it('loops a region: back to its start once past the end, only while looping', () => {
    const state = run({ type: 'loop', region: { start: 8, end: 4 } }, { type: 'looping', on: true })
    expect(state.loop).toEqual({ start: 4, end: 8 })
    expect(loopJump(state, 7.9)).toBeNull()
    expect(loopJump(state, 8)).toBe(4)
    expect(loopJump({ ...state, looping: false }, 9)).toBeNull()
  })

  it('a region too short to hear is no region, and looping needs one', () => {
    expect(run({ type: 'loop', region: { start: 3, end: 3.05 } }).loop).toBeNull()
    expect(run({ type: 'looping', on: true }).looping).toBe(false)
    const cleared = run(
      { type: 'loop', region: { start: 1, end: 2 } },
      { type: 'looping', on: true },
      { type: 'loop', region: null },
    )
    expect(cleared.looping).toBe(false)
  })
})
