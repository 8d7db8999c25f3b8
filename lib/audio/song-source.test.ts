import { describe, expect, it } from 'vitest'
import { abPosition, songSource, sourceSwitch } from './song-source'

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
})
