import { useMemo } from 'react'
import type { GenerationStatus } from '@/lib/api/generations'
import type { Model } from '@/lib/api/models'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { useNow } from '@/components/ui/use-now'
import { useGenerations } from '@/lib/queries/generations'
import { useModels } from '@/lib/queries/models'
import { finalizedDraftIds } from '@/lib/media/finalized'
import type { ToolFacts } from '@/lib/media/tools'

export interface ToolFactsState extends ToolFacts {
  history: readonly GenerationStatus[]
  loading: boolean
}

const NO_MODELS: Model[] = []
const NO_HISTORY: GenerationStatus[] = []

/**
 * What the tool rules need from the studio: the catalog, the history (which drafts were
 * finalized), the jobs this browser started, and a clock for the draft countdown (per minute).
 */
export function useToolFacts(): ToolFactsState {
  const models = useModels()
  const history = useGenerations({})
  const tracked = useTrackedJobs()
  const now = useNow(true, 60_000)
  const generations = history.data?.generations ?? NO_HISTORY
  const finalized = useMemo(() => finalizedDraftIds(generations, tracked), [generations, tracked])
  return {
    models: models.data?.models ?? NO_MODELS,
    history: generations,
    finalized,
    now,
    loading: models.isPending || history.isPending,
  }
}
