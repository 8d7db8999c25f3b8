import { describe, expect, it } from 'vitest'
import { GenerationStatus } from '@/lib/api/generations'
import { generationView } from './generation-view'
import { jobPhase } from './job-phase'

const parse = (record: unknown) => GenerationStatus.parse(record)
const output = (over: Record<string, unknown> = {}) => ({
  id: 'o1',
  media_type: 'image',
  url: 'https://cdn.example/a.png',
  optimized_url: 'https://cdn.example/a.webp',
  thumbnail_url: 'https://cdn.example/a-thumb.webp',
  optimization_status: 'completed',
  width: 1024,
  height: 768,
  ...over,
})

describe('job phase of untidy status records', () => {
  it.each([
    ['pending', 'queued'],
    ['queued', 'queued'],
    ['processing', 'running'],
    ['streaming', 'running'],
    ['something_new', 'running'],
    ['completed', 'completed'],
    ['failed', 'failed'],
    ['error', 'failed'],
    ['Error', 'failed'],
    ['cancelled', 'cancelled'],
  ])('%s is %s', (status, phase) => {
    expect(jobPhase({ status, outputs: [] })).toBe(phase)
  })

  it('calls processing with outputs but null URLs "publishing" (the CDN phase)', () => {
    const publishing = output({ url: null, optimized_url: null, thumbnail_url: null })
    expect(jobPhase({ status: 'processing', outputs: [publishing] })).toBe('publishing')
    expect(jobPhase({ status: 'processing', outputs: [output()] })).toBe('running')
  })

  it('ends on optimization_status failed unless the job already completed or failed', () => {
    const broken = output({ optimization_status: 'failed', optimized_url: null })
    expect(jobPhase({ status: 'processing', outputs: [broken] })).toBe('publish_failed')
    expect(jobPhase({ status: 'completed', outputs: [broken] })).toBe('completed')
  })
})

describe('generation view', () => {
  it('accepts unknown fields and shows scalar ones as parameters', () => {
    const view = generationView(
      parse({ id: 'g', status: 'completed', aspect_ratio: '16:9', seed: 7, nested: { a: 1 } }),
    )
    expect(view.parameters).toEqual([
      ['aspect ratio', '16:9'],
      ['seed', '7'],
    ])
  })

  it('reads source_media_urls as a string or an array', () => {
    const one = generationView(
      parse({ id: 'g', status: 'x', source_media_urls: 'https://a/1.png' }),
    )
    const many = generationView(
      parse({ id: 'g', status: 'x', source_media_urls: ['https://a/1.png', 'https://a/2.png'] }),
    )
    expect(one.sourceMediaUrls).toEqual(['https://a/1.png'])
    expect(many.sourceMediaUrls).toHaveLength(2)
  })

  it('turns a lone result_url into an output, with its kind from the extension', () => {
    const view = generationView(
      parse({ id: 'g', status: 'completed', result_url: 'https://cdn/v.mp4', outputs: [] }),
    )
    expect(view.outputs).toMatchObject([{ kind: 'video', url: 'https://cdn/v.mp4' }])
  })

  it('prefers the optimized URL to show and the original to download', () => {
    const [shown] = generationView(
      parse({ id: 'g', status: 'completed', outputs: [output()] }),
    ).outputs
    expect(shown).toMatchObject({
      kind: 'image',
      url: 'https://cdn.example/a.webp',
      originalUrl: 'https://cdn.example/a.png',
      width: 1024,
      height: 768,
    })
  })

  it('tells the kind from a MIME media_type, the URL or the format', () => {
    const kinds = generationView(
      parse({
        id: 'g',
        status: 'completed',
        outputs: [
          output({ id: '1', media_type: 'video/mp4' }),
          output({ id: '2', media_type: null, url: 'https://c/a.mp3', optimized_url: null }),
          output({ id: '3', media_type: null, url: null, optimized_url: null, format: 'wav' }),
          output({ id: '4', media_type: 'hologram', url: 'https://c/x', optimized_url: null }),
        ],
      }),
    ).outputs.map((o) => o.kind)
    expect(kinds).toEqual(['video', 'audio', 'audio', 'other'])
  })

  it('marks premium-video items and keeps error_message', () => {
    const premium = generationView(
      parse({ id: 'p', status: 'processing', generation_type: 'premium-video', order_id: 'ord_1' }),
    )
    expect(premium).toMatchObject({ isPremiumOrder: true, orderId: 'ord_1' })
    const failed = generationView(parse({ id: 'f', status: 'error', error_message: 'nope' }))
    expect(failed).toMatchObject({ phase: 'failed', errorMessage: 'nope' })
  })
})
