import { describe, expect, it } from 'vitest'
import { removeBackgroundFileProblem, sniffType } from './sniff'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  )

describe('sniffing', () => {
  it('tells types by their magic numbers', () => {
    expect(sniffType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png')
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg')
    expect(sniffType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('webp')
    expect(sniffType(bytes('GIF89a'))).toBe('gif')
    expect(sniffType(bytes(0, 0, 0, 0x18, 'ftypmp42'))).toBe('mp4')
    expect(sniffType(bytes('hello'))).toBe('unknown')
  })

  it('refuses over 5 MB and non-images, whatever the name', () => {
    const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)
    expect(removeBackgroundFileProblem(5 * 1024 * 1024, png)).toBeNull()
    expect(removeBackgroundFileProblem(6 * 1024 * 1024, png)).toMatch(/6.0 MB.*up to 5.0 MB/)
    expect(removeBackgroundFileProblem(10, bytes('GIF89a'))).toMatch(/a GIF file/)
    expect(removeBackgroundFileProblem(10, bytes('text'))).toMatch(/not an image/)
  })
})
