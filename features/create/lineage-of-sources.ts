import type { QueryClient } from '@tanstack/react-query'
import { outputLineage } from '@/features/create/model/source-lineage'
import { generationsQueryOptions } from '@/lib/queries/generations'
import type { CreateLineage } from './create-lineage'

/**
 * The lineage of a job about to start: the link's own (remix, use as input), else the earlier
 * outputs its sources are, however they reached the slots (picked, dragged from the gallery).
 * Kept apart from the lineage context, which the page's first load carries: this is needed only
 * once the form sends.
 */
export function lineageOfSources(
  queryClient: QueryClient,
  urls: readonly string[],
  linked: CreateLineage,
): CreateLineage {
  if (linked.madeFrom?.length) return linked
  const generations = queryClient.getQueryData(generationsQueryOptions().queryKey)?.generations
  const madeFrom = outputLineage(urls, generations ?? [])
  return madeFrom.length ? { action: 'use-as-input', madeFrom } : {}
}
