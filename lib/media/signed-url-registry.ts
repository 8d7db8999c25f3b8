import { isExpiring, expiryTime } from './url-expiry'

interface SignedUrl {
  assetId: string
  signedAt: number
  expiresAt: number
}

interface AssetLike {
  id?: string | null
  url?: string | null
  url_expires_at?: string | null
}

/**
 * Every signed asset URL the studio has been given, by URL. A URL picked into a form is a plain
 * string there; this is how it is known to be an asset's, and when it runs out.
 */
export function createSignedUrlRegistry() {
  const byUrl = new Map<string, SignedUrl>()
  return {
    remember(assets: readonly AssetLike[], signedAt: number) {
      for (const asset of assets) {
        const expiresAt = expiryTime(asset.url_expires_at)
        if (asset.id && asset.url && expiresAt !== null) {
          byUrl.set(asset.url, { assetId: asset.id, signedAt, expiresAt })
        }
      }
    },
    lookup(url: string): SignedUrl | null {
      return byUrl.get(url) ?? null
    },
    /** The asset id behind a URL that is expired or about to be, else null. */
    expiringAssetOf(url: string, now: number): string | null {
      const known = byUrl.get(url)
      return known && isExpiring(known.expiresAt, known.signedAt, now) ? known.assetId : null
    },
  }
}

/** The browser-wide registry, filled by every fetch of the asset list. */
export const signedAssetUrls = createSignedUrlRegistry()
