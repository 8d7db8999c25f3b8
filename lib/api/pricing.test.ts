import { describe, expect, it } from 'vitest'
import type { Model } from './models'
import { billedSeconds, estimateMediaCost, mediaRequestCost } from './pricing'

const flat: Model = { model_id: 'a', model_type: 'image', cost_per_generation: 7 }
const perSecond: Model = {
  model_id: 'b',
  model_type: 'video',
  cost_per_generation: 12,
  pricing_unit: 'per_second',
  capabilities: { duration_options: ['5s', '10s'] },
}

describe('estimateMediaCost', () => {
  it('is flat by default', () => {
    expect(estimateMediaCost(flat, { duration: 10 })).toBe(7)
  })

  it('multiplies seconds by the base credits per second', () => {
    expect(estimateMediaCost(perSecond, { duration: '10s' })).toBe(120)
    expect(estimateMediaCost(perSecond, {})).toBe(60)
  })

  it('bills a reference video as the 15 s worst case', () => {
    expect(billedSeconds(perSecond, { duration: 5, hasReferenceVideo: true })).toBe(15)
    expect(estimateMediaCost(perSecond, { duration: 5, hasReferenceVideo: true })).toBe(180)
  })
})

describe('mediaRequestCost', () => {
  it('prices a start’s body by its duration and a source that is a video by its name', () => {
    expect(mediaRequestCost(perSecond, { duration: '10s' })).toBe(120)
    expect(mediaRequestCost(perSecond, {})).toBe(60)
    const image = { duration: 5, source_media_urls: ['https://cdn.example/a.png'] }
    expect(mediaRequestCost(perSecond, image)).toBe(60)
    const video = {
      duration: 5,
      source_media_urls: ['https://cdn.example/a.png', 'https://cdn.example/b.mp4'],
    }
    expect(mediaRequestCost(perSecond, video)).toBe(180)
    expect(mediaRequestCost(flat, video)).toBe(7)
  })
})
