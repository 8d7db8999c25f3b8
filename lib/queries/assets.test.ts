import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signedAssetUrls } from '@/lib/media/signed-url-registry'
import { AssetGoneError, freshAssetUrls, withFreshSourceUrls } from './assets'

const HOUR = 3_600_000
const signed = (id: string, signedAt: number) => ({
  id,
  url: `https://cdn.test/signed/${id}.png?expires=${signedAt + HOUR}`,
  url_expires_at: new Date(signedAt + HOUR).toISOString(),
})

function answerWith(assets: ReturnType<typeof signed>[]) {
  const fetch = vi.fn(async () => Response.json({ assets, count: assets.length }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('freshAssetUrls', () => {
  it('leaves fresh and foreign URLs alone without a request', async () => {
    const now = Date.now()
    const old = signed('a1', now)
    signedAssetUrls.remember([old], now)
    const fetch = answerWith([])
    const urls = await freshAssetUrls(new QueryClient(), [old.url, 'https://elsewhere/x.png'])
    expect(urls).toEqual([old.url, 'https://elsewhere/x.png'])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('swaps a URL about to run out for the asset’s fresh one, with one list fetch', async () => {
    const signedAt = Date.now() - HOUR + 60_000
    const old = [signed('b1', signedAt), signed('b2', signedAt)]
    signedAssetUrls.remember(old, signedAt)
    const renewed = [signed('b1', Date.now()), signed('b2', Date.now() + 1)]
    const fetch = answerWith(renewed)
    const request = {
      model: 'm',
      source_media_urls: [old[0]!.url, 'https://elsewhere/x.png', old[1]!.url],
    }
    const fresh = await withFreshSourceUrls(new QueryClient(), request)
    expect(fresh.source_media_urls).toEqual([
      renewed[0]!.url,
      'https://elsewhere/x.png',
      renewed[1]!.url,
    ])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('says so when the picked asset was deleted meanwhile', async () => {
    const signedAt = Date.now() - 2 * HOUR
    const old = signed('c1', signedAt)
    signedAssetUrls.remember([old], signedAt)
    answerWith([])
    await expect(freshAssetUrls(new QueryClient(), [old.url])).rejects.toBeInstanceOf(
      AssetGoneError,
    )
  })
})
