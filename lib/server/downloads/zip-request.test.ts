import { describe, expect, it } from 'vitest'
import { entryNames } from './zip-request'

describe("a ZIP's file names", () => {
  it('are safe to unpack on every system', () => {
    expect(
      entryNames(['../../etc/passwd', 'a\u0000b.png', '.hidden', 'ends.', 'space .png ']),
    ).toEqual(['_.._etc_passwd', 'a_b.png', 'hidden', 'ends', 'space .png'])
  })

  it('never take a name Windows keeps for a device', () => {
    expect(entryNames(['CON', 'nul.txt', 'Com1.mp4', 'lpt9', 'console.png', 'aux'])).toEqual([
      '_CON',
      '_nul.txt',
      '_Com1.mp4',
      '_lpt9',
      'console.png',
      '_aux',
    ])
  })

  it('are unique whatever their case', () => {
    expect(entryNames(['a.png', 'A.png', 'a.png', ''])).toEqual([
      'a.png',
      'A (2).png',
      'a (3).png',
      'output',
    ])
  })
})
