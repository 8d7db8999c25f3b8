import { describe, expect, it } from 'vitest'
import type { Model } from '@/lib/api/models'
import { catalogSections, filterModels, groupByFamily, modelTypesOf } from './browse'

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

  it('groups variants under their family, standalone models alone, each named in words', () => {
    const groups = groupByFamily(catalog)
    expect(groups[0]).toMatchObject({ id: 'flux-2', name: 'FLUX.2 1K', isFamily: true })
    expect(groups[0]?.models).toHaveLength(2)
    expect(groups.find((g) => g.id === 'V5')).toMatchObject({ name: 'V5', isFamily: false })
    expect(groups.find((g) => g.id === 'veo3-1-fast')?.name).toBe('Veo3.1 fast')
  })

  it('names a family from the whole catalog, not only the variants a search left', () => {
    const family = [
      model('nbp-1k', 'image', { family: 'nano-banana-pro', display_name: 'Nano Banana Pro 1K' }),
      model('nbp-2k', 'image', { family: 'nano-banana-pro', display_name: 'Nano Banana Pro 2K' }),
    ]
    const [found] = groupByFamily(filterModels(family, { query: '2k' }), family)
    expect(found).toMatchObject({ name: 'Nano Banana Pro', models: [family[1]] })
  })

  it('lays lone models next to each other out in one section, families in their own', () => {
    const sections = catalogSections(groupByFamily(catalog))
    expect(sections.map((s) => s.family)).toEqual(['FLUX.2 1K', 'Veo3.1 fast', null])
    expect(sections[2]?.models.map((m) => m.model_id)).toEqual([
      'V5',
      'auto-caption',
      'mvsep-40',
      'Logo-maker',
    ])
    expect(new Set(sections.map((s) => s.key)).size).toBe(sections.length)
  })
})
