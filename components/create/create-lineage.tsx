'use client'

import type { QueryClient } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import { outputLineage } from '@/lib/jobs/source-lineage'
import type { JobSource } from '@/lib/jobs/tracked-jobs'
import { generationsQueryOptions } from '@/lib/queries/generations'

/**
 * What the job about to be made on Create comes from (a remix, a gallery output used as input):
 * recorded beside the tracked job so the gallery can link both ways.
 */
export interface CreateLineage {
  action?: 'remix' | 'use-as-input'
  madeFrom?: JobSource[]
}

const CreateLineageContext = createContext<CreateLineage>({})

export const CreateLineageProvider = CreateLineageContext.Provider

export function useCreateLineage(): CreateLineage {
  return useContext(CreateLineageContext)
}

/**
 * The lineage of a job about to start: the link's own (remix, use as input), else the earlier
 * outputs its sources are, however they reached the slots (picked, dragged from the gallery).
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
