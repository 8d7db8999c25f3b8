import { describe, expect, it } from 'vitest'
import { audioHref, parseAudioUrl } from './audio-url'
import { disabledModelAlternatives } from './model-alternatives'

const parse = (query: string) => parseAudioUrl(new URLSearchParams(query))

describe('the /audio URL', () => {
  it('opens the tab of the job it names (the job tray links)', () => {
    expect(parse('music=1042')).toMatchObject({ tab: 'music', music: '1042' })
    expect(parse('stems=abc')).toMatchObject({ tab: 'stems', stems: 'abc' })
    expect(parse('speech=g-1')).toMatchObject({ tab: 'speech', speech: 'g-1' })
    expect(parse('tab=history&music=1')).toMatchObject({ tab: 'history', music: '1' })
    expect(parse('tab=nope').tab).toBe('music')
  })
  it('prefills stems from a gallery output, ignoring a URL that is not http(s)', () => {
    expect(parse('split=http%3A%2F%2Fcdn%2Fa.mp3&from=g-9')).toMatchObject({
      tab: 'stems',
      split: 'http://cdn/a.mp3',
      from: 'g-9',
    })
    expect(parse('split=javascript%3Aalert(1)&from=g-9')).toMatchObject({ split: null, from: null })
  })
  it('builds links that keep the rest of the state', () => {
    const state = parse('music=7')
    expect(audioHref(state, { tab: 'stems', stems: 's' })).toBe('/audio?tab=stems&music=7&stems=s')
  })
})

describe('model_disabled alternatives', () => {
  const ids = ['V4', 'V4_5', 'V5']
  it('takes valid_values, else the ids the hint names, only those in the catalog', () => {
    expect(disabledModelAlternatives({ valid_values: ['V4', 'V9'] }, ids)).toEqual(['V4'])
    expect(disabledModelAlternatives({ hint: 'Use one of: V4, V4_5, V5, V5_5' }, ids)).toEqual(ids)
    expect(disabledModelAlternatives(null, ids)).toEqual([])
  })
})
