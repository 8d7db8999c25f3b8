import { describe, expect, it } from 'vitest'
import { abPosition, handOver, songSource, sourceSwitch, type Playable } from './song-source'

describe('song sources', () => {
  it('plays the stream first and the final file once there', () => {
    expect(songSource({ stream_url: 's', audio_url: null })).toEqual({ url: 's', final: false })
    expect(songSource({ stream_audio_url: 'c' })).toEqual({ url: 'c', final: false })
    expect(songSource({ stream_url: 's', audio_url: 'f' })).toEqual({ url: 'f', final: true })
    expect(songSource({})).toEqual({ url: null, final: false })
  })
  it('the switch keeps the position and the playing state', () => {
    expect(sourceSwitch({ time: 12.5, paused: false, duration: Infinity }, 40)).toEqual({
      time: 12.5,
      resume: true,
    })
    expect(sourceSwitch({ time: 50, paused: true, duration: 60 }, 40)).toEqual({
      time: 40,
      resume: false,
    })
    expect(sourceSwitch({ time: 3, paused: true, duration: NaN }, null)).toEqual({
      time: 3,
      resume: false,
    })
  })
  it('A/B starts the other song at the same position, within its length', () => {
    expect(abPosition(20, 45)).toBe(20)
    expect(abPosition(50, 45)).toBe(45)
    expect(abPosition(20, null)).toBe(20)
  })
  it('A/B hands over where the playing song stops, not where it was a moment before', () => {
    const a = fakeSong(12, 'playing')
    const b = fakeSong(0, 'paused')
    handOver(a, b, 45)
    expect(a.paused).toBe(true)
    expect(b.paused).toBe(false)
    expect(b.seekedTo).toBe(a.currentTime)
  })
  it('A/B from a paused song leaves the other paused, at its length at most', () => {
    const a = fakeSong(50, 'paused')
    const b = fakeSong(0, 'paused')
    handOver(a, b, 45)
    expect(b.paused).toBe(true)
    expect(b.seekedTo).toBe(45)
  })
})

/**
 * A media element whose clock moves on by 5 ms at every read while it plays, and once more
 * between the last read and the pause, as a real one does.
 */
function fakeSong(start: number, state: 'playing' | 'paused') {
  let time = start
  let paused = state === 'paused'
  const song: Playable & { paused: boolean; seekedTo: number | null } = {
    seekedTo: null,
    get currentTime() {
      if (!paused) time += 0.005
      return time
    },
    set currentTime(value: number) {
      time = value
      song.seekedTo = value
    },
    get paused() {
      return paused
    },
    pause() {
      if (!paused) time += 0.005
      paused = true
    },
    play() {
      paused = false
      return Promise.resolve()
    },
  }
  return song
}
