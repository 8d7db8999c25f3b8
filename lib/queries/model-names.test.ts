import { describe, expect, it } from 'vitest'
import { modelInWords } from '@/lib/catalog/catalog-words'
import { modelNamer } from './model-names'

describe('models named on screen', () => {
  it('uses the catalog’s name', () => {
    const name = modelNamer(new Map([['wan-2-5', 'Wan 2.5 (text)']]))
    expect(name('wan-2-5')).toBe('Wan 2.5 (text)')
  })

  it('puts an id the catalog does not name (or not yet) in words, never as it is', () => {
    const name = modelNamer(undefined)
    expect(name('wan-2-5')).toBe('Wan 2.5')
    expect(name('text-to-dialogue-v3')).toBe('Text to dialogue v3')
    expect(name('kling-2-6-text-to-video')).toBe('Kling 2.6 text to video')
    expect(name('V4_5')).toBe('V4 5')
    expect(name(null)).toBe('')
  })

  it('keeps an id with nothing to turn into words', () => {
    expect(modelInWords('---')).toBe('---')
  })
})
