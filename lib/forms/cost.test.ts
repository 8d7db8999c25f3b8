import { describe, expect, it } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import type { Model } from '@/lib/api/models'
import { spendableCredits } from '@/lib/api/pricing'
import { affordability, formCost, perSecondBreakdown } from './cost'
import { mediaDefaults } from '@/lib/forms/media-values'
import { sampleUrl } from './test-values'

const model = (id: string): Model => CATALOG_MODELS.find((m) => m.model_id === id)!

describe('cost before submit', () => {
  it('is cost_per_generation for flat-priced models, whatever the options', () => {
    const veo = model('veo3-1-fast-text-to-video')
    expect(formCost(veo, mediaDefaults(veo, { resolution: '1080p' }))).toBe(veo.cost_per_generation)
    const image = model('nano-banana')
    expect(formCost(image, mediaDefaults(image))).toBe(image.cost_per_generation)
  })

  it('is duration x credits per second for per-second models', () => {
    const kling = model('kling-2-6-text-to-video')
    expect(formCost(kling, mediaDefaults(kling, { duration: '5s' }))).toBe(
      5 * kling.cost_per_generation,
    )
    expect(formCost(kling, mediaDefaults(kling, { duration: '10s' }))).toBe(
      10 * kling.cost_per_generation,
    )
  })

  it('prices any whole number of seconds in a range', () => {
    const wan = model('wan-2-5')
    expect(formCost(wan, mediaDefaults(wan, { duration: '7' }))).toBe(7 * wan.cost_per_generation)
  })

  it('bills a reference video as 15 s, only when sources are sent', () => {
    const wan = model('wan-2-5')
    const sources = { image: [], video: [sampleUrl('video')], audio: [] }
    const withVideo = mediaDefaults(wan, {
      generation_type: 'reference-to-video',
      duration: '5',
      sources,
    })
    expect(formCost(wan, withVideo)).toBe(15 * wan.cost_per_generation)
    const textOnly = { ...withVideo, generation_type: 'text-to-video' }
    expect(formCost(wan, textOnly)).toBe(5 * wan.cost_per_generation)
  })

  it('compares with what the caller may spend, a team member capped by headroom', () => {
    expect(spendableCredits({ credits: 500, team: null })).toBe(500)
    expect(spendableCredits({ credits: 500, team: { headroom_credits: 120 } })).toBe(120)
    expect(spendableCredits({ credits: 500, team: { headroom_credits: null } })).toBe(500)
    expect(affordability(99, { credits: 0, team: null })).toMatchObject({
      affordable: false,
      shortBy: 99,
    })
    expect(affordability(99, { credits: 99, team: null })).toMatchObject({
      affordable: true,
      shortBy: 0,
    })
  })
})

describe('per-second breakdown', () => {
  it('shows seconds x rate, and the 15 s reference rule', () => {
    const wan = model('wan-2-5')
    const sources = { image: [], video: [sampleUrl('video')], audio: [] }
    const values = mediaDefaults(wan, {
      generation_type: 'reference-to-video',
      duration: '5',
      sources,
    })
    expect(perSecondBreakdown(wan, values)).toEqual({
      seconds: 15,
      perSecond: wan.cost_per_generation,
      referenceVideo: true,
    })
    const image = model('nano-banana')
    expect(perSecondBreakdown(image, mediaDefaults(image))).toBeNull()
  })
})
