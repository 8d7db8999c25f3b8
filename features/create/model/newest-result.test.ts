import { describe, expect, it } from 'vitest'
import { GenerationStatus } from '@/lib/api/generations'
import { newestResult } from './newest-result'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString()
const item = (id: string, minute: number, outputs: unknown[], over: object = {}) =>
  GenerationStatus.parse({
    id,
    status: 'completed',
    model: 'nano-banana',
    generation_type: 'text-to-image',
    created_at: at(minute),
    outputs,
    ...over,
  })
const output = (url: string, media_type: string, thumbnail_url: string | null = null) => ({
  id: url,
  url,
  optimized_url: url,
  thumbnail_url,
  media_type,
  optimization_status: 'completed',
})
const MODELS = new Set(['nano-banana'])

describe('newestResult', () => {
  it("is the newest image run's words and images, as the feed paints them", () => {
    const history = [
      item('older', 1, [output('https://cdn.test/older.png', 'image/png')]),
      item('newest', 3, [
        output('https://cdn.test/a.png', 'image/png', 'https://cdn.test/a-thumb.jpg'),
        output('https://cdn.test/b.png', 'image/png'),
      ]),
    ]
    expect(newestResult(history, MODELS)).toEqual({
      title: 'Untitled run',
      outputs: [
        {
          id: 'https://cdn.test/a.png',
          kind: 'image',
          url: 'https://cdn.test/a.png',
          poster: null,
          width: null,
          height: null,
        },
        {
          id: 'https://cdn.test/b.png',
          kind: 'image',
          url: 'https://cdn.test/b.png',
          poster: null,
          width: null,
          height: null,
        },
      ],
    })
  })

  it("shows a video with its poster, under the run's prompt", () => {
    const history = [
      item('clip', 2, [output('https://cdn.test/c.mp4', 'video/mp4', 'https://cdn.test/c.jpg')], {
        prompt: 'A kite',
      }),
    ]
    expect(newestResult(history, MODELS)?.title).toBe('A kite')
    expect(newestResult(history, MODELS)?.outputs.map((o) => [o.url, o.poster])).toEqual([
      ['https://cdn.test/c.mp4', 'https://cdn.test/c.jpg'],
    ])
  })

  it('is nothing when the newest run is running, off the feed, or not published yet', () => {
    const song = item('song', 5, [output('https://cdn.test/s.mp3', 'audio/mpeg')], {
      generation_type: 'music',
    })
    const running = item('running', 4, [], { status: 'processing' })
    const unpublished = item('clip', 6, [
      { ...output('https://cdn.test/v.mp4', 'video/mp4'), url: null, optimized_url: null },
    ])
    expect(newestResult([song], MODELS)).toBeNull()
    expect(newestResult([running], MODELS)).toBeNull()
    expect(newestResult([unpublished], MODELS)).toBeNull()
    expect(newestResult([], MODELS)).toBeNull()
  })
})
