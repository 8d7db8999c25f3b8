import { describe, expect, it } from 'vitest'
import type { Asset, AssetListResponse } from '@/lib/api/assets'
import { assetFacts } from '@/lib/media/asset-facts'
import { filterAssets, libraryOf, libraryRoom, takenNames } from './library-view'

const assets: Asset[] = [
  { id: '1', name: 'brand-logo', kind: 'image', shared: false },
  { id: '2', name: 'intro-voiceover', kind: 'audio', shared: false },
  { id: '3', name: 'team-banner', kind: 'image', shared: true, team_id: 't' },
  { id: '4', name: 'odd', kind: 'video', team_id: 't' },
]

describe('library view', () => {
  it('sorts assets into the personal and the team library', () => {
    expect(assets.map(libraryOf)).toEqual(['personal', 'personal', 'team', 'team'])
  })

  it('filters by library, name and kind', () => {
    const names = (f: Parameters<typeof filterAssets>[1]) =>
      filterAssets(assets, f).map((a) => a.name)
    expect(names({ library: 'personal', query: '', kind: '' })).toEqual([
      'brand-logo',
      'intro-voiceover',
    ])
    expect(names({ library: 'personal', query: ' LOGO ', kind: '' })).toEqual(['brand-logo'])
    expect(names({ library: 'team', query: '', kind: 'video' })).toEqual(['odd'])
  })

  it('knows the names taken in each library, leaving out the one renamed', () => {
    expect(takenNames(assets, 'team')).toEqual(new Set(['team-banner', 'odd']))
    expect(takenNames(assets, 'personal', '1')).toEqual(new Set(['intro-voiceover']))
  })

  it('tells the room of each library', () => {
    const list: AssetListResponse = {
      assets,
      count: 4,
      quota_bytes: 100,
      used_bytes: 40,
      team: { quota_bytes: 1000, used_bytes: 10 },
    }
    expect(libraryRoom(list, 'personal')).toEqual({
      library: 'personal',
      usedBytes: 40,
      quotaBytes: 100,
    })
    expect(libraryRoom(list, 'team')).toEqual({ library: 'team', usedBytes: 10, quotaBytes: 1000 })
    expect(libraryRoom({ ...list, team: null }, 'team')).toBeNull()
  })
})

describe('assetFacts', () => {
  it('shows size, dimensions or duration, date, and the uploader of team assets', () => {
    const facts = assetFacts({
      kind: 'image',
      size_bytes: 151_747,
      width: 768,
      height: 512,
      created_at: '2026-11-20T12:00:00Z',
      shared: true,
      uploaded_by: { user_id: 'u', username: 'demo-team-owner' },
    })
    expect(Object.fromEntries(facts)).toEqual({
      Kind: 'image',
      Size: '148.2 KB',
      Dimensions: '768 × 512',
      Added: 'Nov 20, 2026',
      'Uploaded by': 'demo-team-owner',
    })
    expect(
      Object.fromEntries(assetFacts({ kind: 'audio', duration_seconds: 4.2, shared: false })),
    ).toEqual({
      Kind: 'audio',
      Duration: '4.2 s',
    })
    expect(Object.fromEntries(assetFacts({ duration_seconds: 125 })).Duration).toBe('2:05 min')
  })
})
