import { describe, expect, it } from 'vitest'
import type { Model } from '@/lib/api/models'
import { CreateRunBody } from '@/lib/studio-api/run-request'
import { pricedItems } from './create-run'

// What the studio's server takes from a page: each item held to its run's kind, and priced again
// from the catalog by the rule the page showed it with (lib/api/run-kinds.ts).
const catalog: Model[] = [
  { model_id: 'V5', model_type: 'music', cost_per_generation: 16 },
  { model_id: 'text-to-dialogue-v3', model_type: 'speech', cost_per_generation: 3 },
  { model_id: 'flux-2-1K', model_type: 'image', cost_per_generation: 5 },
]

const run = (kind: string | undefined, model: string, bodies: object[], total = 0) => ({
  ...(kind ? { kind } : {}),
  title: 'A run',
  rows: bodies.map((_, i) => ({ label: `Prompt ${i + 1}`, prompt: `prompt ${i}` })),
  columns: [model],
  items: bodies.map((body, i) => ({ row: i, column: 0, copy: 1, body })),
  total,
})
const parsed = (body: unknown) => CreateRunBody.parse(body)
const refused = (body: unknown) => !CreateRunBody.safeParse(body).success

describe('a run of music or speech, as the server takes it', () => {
  it('holds every item to its kind’s start body', () => {
    const song = { model: 'V5', prompt: 'a calm piano' }
    const speech = { model: 'text-to-dialogue-v3', text: 'Hello there', voice: 'Rachel' }
    expect(refused(run('music', 'V5', [song]))).toBe(false)
    expect(refused(run('speech', 'text-to-dialogue-v3', [speech]))).toBe(false)
    // A speech's text in a music run, a song's lyrics in a speech run: not their route's body.
    expect(refused(run('music', 'text-to-dialogue-v3', [speech]))).toBe(true)
    expect(refused(run('speech', 'V5', [{ ...song, lyrics: 'la la' }]))).toBe(true)
    // An image's settings are no song's.
    expect(refused(run('music', 'V5', [{ ...song, aspect_ratio: '1:1' }]))).toBe(true)
    expect(refused(run('poetry', 'V5', [song]))).toBe(true)
  })

  it('takes a run that names no kind as images or videos, as pages sent before', () => {
    const body = parsed(run(undefined, 'flux-2-1K', [{ model: 'flux-2-1K', prompt: 'a kite' }]))
    expect(body.kind).toBe('media')
    expect(pricedItems(body, catalog).map((i) => i.cost)).toEqual([5])
  })

  it('prices songs and speeches at their model’s price, exactly', () => {
    const songs = parsed(
      run('music', 'V5', [
        { model: 'V5', prompt: 'a calm piano' },
        { model: 'V5', title: 'Lanterns', style: 'folk', vocal_gender: 'f', lyrics: 'la' },
      ]),
    )
    expect(pricedItems(songs, catalog).map((i) => i.cost)).toEqual([16, 16])
    const speeches = parsed(
      run('speech', 'text-to-dialogue-v3', [
        { model: 'text-to-dialogue-v3', text: 'One' },
        { model: 'text-to-dialogue-v3', text: 'Two' },
        { model: 'text-to-dialogue-v3', text: 'Three' },
      ]),
    )
    const items = pricedItems(speeches, catalog)
    expect(items.map((i) => i.cost)).toEqual([3, 3, 3])
    // A lost speech is found by model and time: the history lists its text without tags.
    expect(items.map((i) => i.prompt)).toEqual(['', '', ''])
  })

  it('refuses a model its kind does not send to', () => {
    const image = parsed(run('music', 'flux-2-1K', [{ model: 'flux-2-1K', prompt: 'a kite' }]))
    expect(() => pricedItems(image, catalog)).toThrow(/no longer in the catalog/)
  })
})
