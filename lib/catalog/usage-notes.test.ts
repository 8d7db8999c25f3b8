import { describe, expect, it } from 'vitest'
import { readableNotes } from './usage-notes'

describe('readableNotes', () => {
  it('drops sentences about routes and says field names in words', () => {
    expect(
      readableNotes(
        'Single voice. Audio tags such as [laughs] are stripped. Track with GET /v1/generate/media/{id}.',
      ),
    ).toBe('Single voice. Audio tags such as [laughs] are stripped.')
    expect(
      readableNotes(
        'Simple mode: prompt. Advanced mode: title, style, vocal_gender and song_description or lyrics.',
      ),
    ).toBe(
      'Simple mode: prompt. Advanced mode: title, style, vocal gender and song description or lyrics.',
    )
  })

  it('keeps plain notes as they are and reads nothing as nothing', () => {
    expect(readableNotes('Extendable (fast tier).')).toBe('Extendable (fast tier).')
    expect(readableNotes(null)).toBe('')
  })
})
