import { describe, expect, it } from 'vitest'
import { JOB_KIND_DEFS } from './job-kinds'
import type { Model } from './models'
import { ROUTE_SCHEMAS } from './route-schemas'
import { RUN_KINDS, RUN_KIND_DEFS, runKindDef, runRateGroup } from './run-kinds'

const song: Model = { model_id: 'V5', model_type: 'music', cost_per_generation: 16 }
const voice: Model = {
  model_id: 'text-to-dialogue-v3',
  model_type: 'speech',
  cost_per_generation: 3,
}
const clip: Model = {
  model_id: 'kling',
  model_type: 'video',
  cost_per_generation: 12,
  pricing_unit: 'per_second',
  capabilities: { duration_options: ['5s', '10s'] },
}

describe('the run kind table', () => {
  it('holds each kind’s items to its start route’s own body and reads its own accepted answer', () => {
    for (const kind of RUN_KINDS) {
      const def = RUN_KIND_DEFS[kind]
      const route = ROUTE_SCHEMAS[def.startRoute]
      expect(def.body, kind).toBe(route.body)
      expect(def.accepted, kind).toBe(route.response)
      expect(JOB_KIND_DEFS[def.jobKind].startRoutes, kind).toContain(def.startRoute)
    }
  })

  it('paces each kind in its start route’s group (10 songs or speeches, 30 media a minute)', () => {
    expect(runRateGroup('media')).toBe('media')
    expect(runRateGroup('music')).toBe('music')
    expect(runRateGroup('speech')).toBe('dialogue')
  })

  it('follows songs as music and speech as media (its status is on the media route)', () => {
    expect(RUN_KIND_DEFS.music.jobKind).toBe('music')
    expect(RUN_KIND_DEFS.speech.jobKind).toBe('media')
  })

  it('prices a song and a speech at their model’s flat price, media by its seconds', () => {
    expect(RUN_KIND_DEFS.music.cost(song, { prompt: 'a calm piano', model: 'V5' })).toBe(16)
    expect(RUN_KIND_DEFS.speech.cost(voice, { text: 'Hello there', model: voice.model_id })).toBe(3)
    expect(RUN_KIND_DEFS.media.cost(clip, { model: 'kling', duration: '10s' })).toBe(120)
  })

  it('names the model an item is made on, the service’s default when the body names none', () => {
    expect(runKindDef('music').model({ prompt: 'x' })).toBe('V4_5')
    expect(runKindDef('speech').model({ text: 'x' })).toBe('text-to-dialogue-v3')
    expect(runKindDef('music').model({ prompt: 'x', model: 'V5' })).toBe('V5')
  })

  it('finds a lost speech by model and time, since the history lists its text without tags', () => {
    expect(RUN_KIND_DEFS.speech.listedPrompt({ text: '[laughs] Hello' })).toBe('')
    expect(RUN_KIND_DEFS.music.listedPrompt({ prompt: 'a calm piano' })).toBe('a calm piano')
  })
})
