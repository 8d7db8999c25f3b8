'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { signedAssetUrls } from '@/lib/media/signed-url-registry'
import { renewTime } from '@/lib/media/url-expiry'
import { assetsQueryOptions } from '@/lib/queries/assets'

/** setTimeout takes at most 2^31 - 1 ms. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * Mount beside a field that holds a URL picked from the library: shortly before that URL runs
 * out, the field gets the asset's freshly signed URL (refetching the list when needed). Renders
 * nothing; URLs not from the library are left alone.
 */
export function KeepAssetUrlFresh({
  url,
  onRenew,
}: {
  url: string
  onRenew: (url: string) => void
}) {
  const queryClient = useQueryClient()
  const known = signedAssetUrls.lookup(url)
  const renewAt = known ? renewTime(known.expiresAt, known.signedAt) : null
  const { data } = useQuery({ ...assetsQueryOptions(), enabled: known !== null })
  const [due, setDue] = useState(false)
  const refetched = useRef(false)

  useEffect(() => {
    if (renewAt === null) return
    const timer = setTimeout(
      () => setDue(true),
      Math.min(MAX_TIMER_MS, Math.max(0, renewAt - Date.now())),
    )
    return () => clearTimeout(timer)
  }, [renewAt])

  const current = known ? data?.assets.find((a) => a.id === known.assetId)?.url : undefined
  useEffect(() => {
    if (!due) return
    if (current && current !== url && !signedAssetUrls.expiringAssetOf(current, Date.now())) {
      onRenew(current)
    } else if (!refetched.current) {
      // Once: an asset deleted meanwhile has no fresh URL, and the submit check says so.
      refetched.current = true
      void queryClient.refetchQueries({ queryKey: assetsQueryOptions().queryKey })
    }
  }, [due, current, url, onRenew, queryClient])
  return null
}
