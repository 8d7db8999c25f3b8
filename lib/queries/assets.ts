import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import {
  AssetListResponse,
  AssetResponse,
  DeleteConfirmation,
  type AssetCreateRequest,
} from '@/lib/api/assets'
import { signedAssetUrls } from '@/lib/media/signed-url-registry'
import { refreshDelayMs } from '@/lib/media/url-expiry'
import { apiRequest } from '@/lib/http/request'
import { routePath } from '@/lib/api/routes'
import { useRouteAllowed } from '@/lib/permissions/use-route-permission'

export async function fetchAssets(signal?: AbortSignal) {
  const list = await apiRequest(`/api${routePath('v1_assets_list')}`, {
    signal,
    schema: AssetListResponse,
  })
  signedAssetUrls.remember(list.assets, Date.now())
  return list
}

/**
 * Both libraries with their quotas. Refetched before the first signed URL runs out (docs/service-contract.md §8: one
 * hour), in a hidden tab too, so no preview or picked source ever holds an expired URL.
 */
export const assetsQueryOptions = () =>
  queryOptions({
    queryKey: ['assets'],
    queryFn: ({ signal }) => fetchAssets(signal),
    refetchInterval: (query) =>
      refreshDelayMs(
        query.state.data?.assets.map((a) => a.url_expires_at) ?? [],
        query.state.dataUpdatedAt,
        Date.now(),
      ),
    refetchIntervalInBackground: true,
  })

/**
 * The library, unless the key is known to lack its permission: then it is never asked (the page
 * says what the key cannot do instead of showing a refusal).
 */
export function useAssets() {
  const allowed = useRouteAllowed('v1_assets_list')
  return useQuery({ ...assetsQueryOptions(), enabled: allowed })
}

function useInvalidateAssets() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: assetsQueryOptions().queryKey })
}

/** POST /v1/assets: the service fetches the URL, checks it and stores the bytes. Never retried. */
export function useCreateAsset() {
  const invalidate = useInvalidateAssets()
  return useMutation({
    mutationFn: (request: AssetCreateRequest) =>
      apiRequest(`/api${routePath('v1_assets_create')}`, {
        method: 'POST',
        body: request,
        schema: AssetResponse,
      }),
    onSuccess: invalidate,
  })
}

export function useRenameAsset() {
  const invalidate = useInvalidateAssets()
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest(`/api${routePath('v1_assets_rename', { id })}`, {
        method: 'PATCH',
        body: { name },
        schema: AssetResponse,
      }),
    onSuccess: invalidate,
  })
}

export function useDeleteAsset() {
  const invalidate = useInvalidateAssets()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api${routePath('v1_assets_delete', { id })}`, {
        method: 'DELETE',
        schema: DeleteConfirmation,
      }),
    onSuccess: invalidate,
  })
}

/** Thrown when a picked source was deleted from the library meanwhile. */
export class AssetGoneError extends Error {
  override name = 'AssetGoneError'
}

/**
 * The same URLs with every library URL that has run out, or is about to, swapped for a freshly
 * signed one (one refetch of the list at most). Other URLs pass unchanged.
 */
export async function freshAssetUrls(
  queryClient: QueryClient,
  urls: readonly string[],
): Promise<string[]> {
  const now = Date.now()
  if (!urls.some((url) => signedAssetUrls.expiringAssetOf(url, now))) return [...urls]
  const list = await queryClient.fetchQuery({ ...assetsQueryOptions(), staleTime: 0 })
  return urls.map((url) => {
    const assetId = signedAssetUrls.expiringAssetOf(url, now)
    if (!assetId) return url
    const fresh = list.assets.find((a) => a.id === assetId)?.url
    if (!fresh)
      throw new AssetGoneError(
        'A source picked from the library was deleted meanwhile: pick another one.',
      )
    return fresh
  })
}

/** A generation request whose library sources are good for the job (see freshAssetUrls). */
export async function withFreshSourceUrls<T extends { source_media_urls?: string[] | null }>(
  queryClient: QueryClient,
  request: T,
): Promise<T> {
  const urls = request.source_media_urls
  return urls?.length
    ? { ...request, source_media_urls: await freshAssetUrls(queryClient, urls) }
    : request
}
