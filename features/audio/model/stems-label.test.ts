import { describe, expect, it } from 'vitest'
import { stemsLabel } from './stems-label'

describe('stemsLabel', () => {
  it('names the song when it is known', () => {
    expect(stemsLabel('https://cdn.test/a.mp3', 'A calm piano piece')).toBe(
      'Stems of A calm piano piece',
    )
  })

  it('reads a file name without its storage prefix, extension or signature', () => {
    expect(stemsLabel('https://cdn.test/signed/1010-song1.mp3?expires=1&signature=abc')).toBe(
      'Stems of song1',
    )
    expect(stemsLabel('https://cdn.test/b4dc07b9-3197-4bee-a908-5c15c158e9ef.wav')).toBe(
      'Stems of an audio file',
    )
    expect(stemsLabel('https://cdn.test/my_demo%20take.mp3')).toBe('Stems of my demo take')
  })
})
