import { describe, expect, it } from 'vitest'
import type { Model } from '@/lib/api/models'
import { filterModels, groupByFamily, modelTypesOf } from './browse'

const model = (model_id: string, model_type: string, extra: Partial<Model> = {}): Model => ({
  model_id,
  model_type,
  cost_per_generation: 10,
  ...extra,
})

const catalog = [
  model('flux-2-1K', 'image', { family: 'flux-2', display_name: 'FLUX.2 1K' }),
  model('flux-2-2K', 'image', { family: 'flux-2' }),
  model('veo3-1-fast-text-to-video', 'video', { family: 'veo3-1-fast', provider: 'Google' }),
  model('V5', 'music'),
  model('auto-caption', 'other'),
  model('mvsep-40', 'separation'),
  model('Logo-maker', 'image'),
]

describe('catalog browsing', () => {
  it('lists the four spec types first, then whatever else the catalog shows', () => {
    expect(modelTypesOf(catalog)).toEqual(['image', 'video', 'music', 'other', 'separation'])
  })

  it('filters by type and by every search word', () => {
    expect(filterModels(catalog, { type: 'image' }).map((m) => m.model_id)).toEqual([
      'flux-2-1K',
      'flux-2-2K',
      'Logo-maker',
    ])
    expect(filterModels(catalog, { query: 'google fast' }).map((m) => m.model_id)).toEqual([
      'veo3-1-fast-text-to-video',
    ])
    expect(filterModels(catalog, { query: 'logo' }).map((m) => m.model_id)).toEqual(['Logo-maker'])
  })

  it('groups variants under their family label, consecutive standalone models together', () => {
    const groups = groupByFamily(catalog)
    expect(groups[0]).toMatchObject({ label: 'flux-2', isFamily: true })
    expect(groups[0]?.models).toHaveLength(2)
    const standalone = groups.find((g) => g.models.some((m) => m.model_id === 'V5'))
    expect(standalone).toMatchObject({ isFamily: false })
    expect(standalone?.models.map((m) => m.model_id)).toEqual([
      'V5',
      'auto-caption',
      'mvsep-40',
      'Logo-maker',
    ])
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length)
    for (const [index, group] of groups.entries()) {
      if (!group.isFamily) expect(groups[index + 1]?.isFamily ?? true).toBe(true)
    }
  })
})
