'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { signedUrlExpired, sourceOrigin, type SourceOrigin } from '@/lib/media/source-origin'
import { assetsQueryOptions } from '@/lib/queries/assets'
import { useRouteAllowed } from '@/lib/permissions/use-route-permission'
import { generationsQueryOptions } from '@/lib/queries/generations'

const WORDS: Record<SourceOrigin['kind'], string> = {
  asset: 'From your library',
  output: 'An earlier result',
  link: 'A link',
}

/** Where a source came from, read from the library and the history the studio already holds. */
export function useSourceOrigin(url: string): SourceOrigin {
  // Not asked of a key that cannot open the library: it would only be refused.
  const allowed = useRouteAllowed('v1_assets_list')
  const assets =
    useQuery({ ...assetsQueryOptions(), retry: false, enabled: allowed }).data?.assets ?? []
  const generations = useQuery(generationsQueryOptions()).data?.generations ?? []
  return sourceOrigin(url, assets, generations)
}

/**
 * A source named in words ("From your library: Logo on white"), never its signed URL. Given
 * `onRenew`, an expired signed URL (a remix of an old job) is replaced by its file's current one.
 */
export function SourceName({
  url,
  onRenew,
  known,
}: {
  url: string
  onRenew?: (url: string) => void
  /** How a dropped output or library file named itself, for when neither list holds it yet. */
  known?: { origin: 'output' | 'asset'; name: string } | null
}) {
  const found = useSourceOrigin(url)
  const origin =
    found.kind === 'link' && known
      ? { kind: known.origin, name: known.name, currentUrl: null }
      : found
  const renewed = origin.currentUrl
  useEffect(() => {
    if (onRenew && renewed && renewed !== url && signedUrlExpired(url, Date.now())) onRenew(renewed)
  }, [onRenew, renewed, url])
  return (
    <span>
      {WORDS[origin.kind]}: {origin.name}
    </span>
  )
}
