import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { browserCache } from '@/lib/browser-cache'
import {
  PresetAnswer,
  PresetList,
  type PresetChange,
  type PresetCreate,
} from '@/lib/studio-api/presets'
import { studioPaths } from '@/lib/studio-api/routes'
import { apiRequest } from '@/lib/http/request'

const presetsKey = () => ['presets', browserCache.scope()] as const

/**
 * This account's presets and the ones its team shared, and whether it has a team (`team`:
 * 'member', 'none', or 'unknown' when the service could not be asked). For the preset menu and
 * the command palette alike.
 */
export function usePresets({ enabled = true } = {}) {
  const query = useQuery({
    queryKey: presetsKey(),
    enabled,
    queryFn: () => apiRequest(studioPaths.presets, { schema: PresetList }),
  })
  return { ...query, presets: query.data?.presets ?? [], team: query.data?.team ?? 'unknown' }
}

/** One preset by id (a link from another page: `/create?preset=<id>`). */
/** One preset by id, read once (a link names it: `/create?preset=<id>`). */
export const presetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...presetsKey(), 'one', id],
    queryFn: async () =>
      (await apiRequest(studioPaths.preset(id), { schema: PresetAnswer })).preset,
    retry: false,
  })

export function usePreset(id: string | null) {
  return useQuery({ ...presetQueryOptions(id ?? ''), enabled: Boolean(id) })
}

export function useSavePreset() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: PresetCreate) =>
      (await apiRequest(studioPaths.presets, { schema: PresetAnswer, method: 'POST', body: input }))
        .preset,
    onSuccess: () => client.invalidateQueries({ queryKey: presetsKey() }),
  })
}

export function useChangePreset() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: PresetChange }) =>
      (
        await apiRequest(studioPaths.preset(id), {
          schema: PresetAnswer,
          method: 'PATCH',
          body: change,
        })
      ).preset,
    onSuccess: () => client.invalidateQueries({ queryKey: presetsKey() }),
  })
}

export function useDeletePreset() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(studioPaths.preset(id), {
        schema: z.object({ removed: z.boolean() }),
        method: 'DELETE',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: presetsKey() }),
  })
}
