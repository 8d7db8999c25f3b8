import { describe, expect, it } from 'vitest'
import { BLANK_VALUES } from './media-values'
import { runSeed, seedSettings } from './run-seed'

describe('the composer handed to a run', () => {
  it('keeps its choices, never its prompt, sources or kind of generation', () => {
    const values = {
      ...BLANK_VALUES,
      generation_type: 'image-to-video',
      prompt: 'a {red|blue} kite',
      aspect_ratio: '16:9',
      duration: '5',
      sources: { image: ['https://cdn.example/a.png'], video: [], audio: [] },
    }
    const settings = seedSettings(values)
    expect(settings).toMatchObject({ aspect_ratio: '16:9', duration: '5' })
    expect(settings).not.toHaveProperty('prompt')
    expect(settings).not.toHaveProperty('sources')
    expect(settings).not.toHaveProperty('generation_type')
  })

  it('tells whoever listens when it is handed over and when it is let go', () => {
    const seen: (string | null)[] = []
    const stop = runSeed.subscribe(() => seen.push(runSeed.get()?.prompt ?? null))
    runSeed.set({ prompt: 'a kite', model: 'flux-2-1K', settings: {} })
    runSeed.set(null)
    stop()
    runSeed.set({ prompt: 'unheard', model: 'flux-2-1K', settings: {} })
    runSeed.set(null)
    expect(seen).toEqual(['a kite', null])
  })
})
