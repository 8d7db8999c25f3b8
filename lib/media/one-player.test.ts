import { describe, expect, it } from 'vitest'
import { playersToPause, type Playable } from './one-player'

const player = (name: string, over: Partial<Playable> = {}) => ({
  name,
  paused: false,
  muted: false,
  group: null,
  ...over,
})

describe('playersToPause: one thing plays at a time', () => {
  it('a player that starts stops every other audible player', () => {
    const song = player('song')
    const speech = player('speech')
    const idle = player('idle', { paused: true })
    expect(playersToPause(speech, [song, speech, idle]).map((p) => p.name)).toEqual(['song'])
  })

  it('the stems of one mixer play together, and stop a song of another group', () => {
    const vocals = player('vocals', { group: 'mix' })
    const drums = player('drums', { group: 'mix' })
    const song = player('song')
    expect(playersToPause(vocals, [vocals, drums, song]).map((p) => p.name)).toEqual(['song'])
  })

  it('a player of no group is never taken for a member of one', () => {
    const a = player('a')
    const b = player('b')
    expect(playersToPause(a, [a, b]).map((p) => p.name)).toEqual(['b'])
  })

  it('muted previews neither stop others nor are stopped', () => {
    const preview = player('preview', { muted: true })
    const song = player('song')
    expect(playersToPause(preview, [preview, song])).toEqual([])
    expect(playersToPause(song, [preview, song])).toEqual([])
  })
})
