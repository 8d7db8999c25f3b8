import { describe, expect, it } from 'vitest'
import { EMPTY_DIALOGUE_MESSAGE } from '@/lib/api/dialogue'
import { checkSpeechText, filterVoices } from './speech-text'

describe('speech text', () => {
  it('shows the text that will be spoken when tags are present', () => {
    const check = checkSpeechText('Hello [laughs] there [whispers]friend')
    expect(check).toMatchObject({ tagged: true, spoken: 'Hello there friend', issue: null })
    expect(check.length).toBe(37)
    expect(check.spokenLength).toBe(18)
  })
  it('refuses empty and tags-only text with the service message', () => {
    expect(checkSpeechText('  ').issue).toBe(EMPTY_DIALOGUE_MESSAGE)
    expect(checkSpeechText('[laughs] [sighs]').issue).toBe(EMPTY_DIALOGUE_MESSAGE)
    expect(checkSpeechText('Hi').tagged).toBe(false)
  })
  it('filters voices by any part of the name, any case', () => {
    expect(filterVoices(['Rachel', 'Drew', 'Arabella'], 'RA')).toEqual(['Rachel', 'Arabella'])
    expect(filterVoices(['Rachel'], ' ')).toEqual(['Rachel'])
    // Every word the studio knows of a voice is searched, each word of the query must be found.
    const kept = (voice: string) => (voice === 'Drew' ? ['sample kept'] : [])
    expect(filterVoices(['Rachel', 'Drew'], 'kept', kept)).toEqual(['Drew'])
    expect(filterVoices(['Rachel', 'Drew'], 'drew sample', kept)).toEqual(['Drew'])
    expect(filterVoices(['Rachel', 'Drew'], 'deep', kept)).toEqual([])
  })
})
