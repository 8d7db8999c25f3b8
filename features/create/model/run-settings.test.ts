import { describe, expect, it } from 'vitest'
import { runSettings } from './run-settings'

describe('runSettings', () => {
  it('says the type and the chosen settings in words, leaving other echoes out', () => {
    const words = runSettings({
      generationType: 'image-to-video',
      parameters: [
        ['duration', '8'],
        ['aspect ratio', '16:9'],
        ['seed', '42'],
        ['sound', 'true'],
      ],
    })
    expect(words).toEqual(['Image to video', '16:9', '8 s', 'with sound'])
  })
})
