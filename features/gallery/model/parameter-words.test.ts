import { describe, expect, it } from 'vitest'
import { parameterFacts } from './parameter-words'

describe('parameterFacts', () => {
  it('says each echoed option in words, with its unit, and never an id', () => {
    const facts = parameterFacts(
      [
        ['sound', 'false'],
        ['duration', '5'],
        ['quality', '720p-draft'],
        ['aspect ratio', '16:9'],
        ['source generation id', '7d0ba7c1-0000-4000-8000-000000000abc'],
        ['stability', '0.5'],
        ['camera move', 'slow-push_in'],
      ],
      { lengthShown: false },
    )
    expect(facts).toEqual([
      ['Sound', 'Silent'],
      ['Length', '5 s'],
      ['Quality', '720p draft'],
      ['Aspect ratio', '16:9'],
      ['Stability', '50%'],
      ['Camera move', 'slow push in'],
    ])
  })

  it('leaves out an echoed duration when the output says its own length', () => {
    expect(parameterFacts([['duration', '5']], { lengthShown: true })).toEqual([])
  })
})
