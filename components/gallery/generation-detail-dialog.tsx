'use client'

import { useQuery } from '@tanstack/react-query'
import { Alert } from '@/components/ui/alert'
import { Dialog } from '@/components/ui/dialog'
import type { GenerationStatus } from '@/lib/api/generations'
import { generationView, type OutputView } from '@/lib/jobs/generation-view'
import { isFinalPhase, jobPhase } from '@/lib/jobs/job-phase'
import { generationQueryOptions } from '@/lib/queries/generation'
import { GenerationDetail } from './generation-detail'
import { generationTitle } from './generation-title'

export interface GenerationDetailDialogProps {
  id: string
  /** The record from the history list, when it is there. */
  listed: GenerationStatus | undefined
  compareKeys: ReadonlySet<string>
  onToggleCompare: (record: GenerationStatus, output: OutputView) => void
  onClose: () => void
}

/** The detail view (lazy-loaded). A job still running, or not in the list, is read live. */
export function GenerationDetailDialog({
  id,
  listed,
  compareKeys,
  onToggleCompare,
  onClose,
}: GenerationDetailDialogProps) {
  const settled = listed ? isFinalPhase(jobPhase(listed)) : false
  const live = useQuery({ ...generationQueryOptions(id), enabled: !settled })
  const record = live.data ?? listed
  const generation = record ? generationView(record) : null
  const title = generation ? generationTitle(generation) : 'Generation'
  const madeBy = generation
    ? [generation.model, generation.generationType].filter(Boolean).join(' · ')
    : ''
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={title}
      description={madeBy && madeBy !== title ? madeBy : undefined}
    >
      {generation && record ? (
        <GenerationDetail
          generation={generation}
          compareKeys={compareKeys}
          onToggleCompare={(output) => onToggleCompare(record, output)}
        />
      ) : live.error ? (
        <Alert>Could not load this generation: {live.error.message}</Alert>
      ) : (
        <p className="text-sm text-ink-muted">Loading…</p>
      )}
    </Dialog>
  )
}
