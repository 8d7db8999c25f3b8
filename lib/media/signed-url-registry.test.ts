import { describe, expect, it } from 'vitest'
import { createSignedUrlRegistry } from './signed-url-registry'

const T0 = Date.parse('2026-01-01T10:00:00Z')
const HOUR = 3_600_000

describe('signed URL registry', () => {
  it('knows which asset a URL belongs to and when it runs out', () => {
    const registry = createSignedUrlRegistry()
    registry.remember(
      [
        {
          id: 'a1',
          url: 'https://x/a1.png?sig=1',
          url_expires_at: new Date(T0 + HOUR).toISOString(),
        },
        { id: 'a2', url: null, url_expires_at: null },
      ],
      T0,
    )
    expect(registry.lookup('https://x/a1.png?sig=1')?.assetId).toBe('a1')
    expect(registry.lookup('https://elsewhere/p.png')).toBeNull()
    expect(registry.expiringAssetOf('https://x/a1.png?sig=1', T0 + HOUR / 2)).toBeNull()
    expect(registry.expiringAssetOf('https://x/a1.png?sig=1', T0 + HOUR - 60_000)).toBe('a1')
    expect(registry.expiringAssetOf('https://elsewhere/p.png', T0 + 2 * HOUR)).toBeNull()
  })
})
