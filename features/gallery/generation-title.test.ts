import { describe, expect, it } from 'vitest'
import { generationFixture } from '@/lib/test/generation-fixtures'
import { generationTitle, madeWith } from './generation-title'

describe('a generation’s title', () => {
  it('is its prompt on one line: lyrics keep their line breaks in the song, not in its name', () => {
    const song = generationFixture({ prompt: '  Verse one\nline two\n\nChorus  ' })
    expect(generationTitle(song)).toBe('Verse one line two Chorus')
  })

  it('without a prompt, names what made it in words, never by id', () => {
    const stems = generationFixture({
      prompt: null,
      model: 'audio-separation-v2',
      generationType: 'separation',
    })
    expect(generationTitle(stems)).toBe('Audio separation v2 · Separation')
    expect(madeWith(stems, () => 'Stem splitter')).toBe('Stem splitter · Separation')
  })
})
