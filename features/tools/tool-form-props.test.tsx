import { describe, expect, it } from 'vitest'
import { catalogRun } from './tool-form-props'

describe('catalogRun', () => {
  const model = { model_id: 'dub-1', model_type: 'dubbing', cost_per_generation: 5 }

  it('names the model, its usual time and the gallery output the source is', () => {
    expect(
      catalogRun({ ...model, estimated_time_seconds: 40 }, { id: 'g-7', label: 'a harbor' }),
    ).toEqual({
      model: 'dub-1',
      estimatedSeconds: 40,
      source: { kind: 'media', id: 'g-7', label: 'a harbor' },
    })
  })

  it('leaves out what is not known', () => {
    expect(catalogRun(model, null)).toEqual({ model: 'dub-1', estimatedSeconds: undefined })
  })
})
