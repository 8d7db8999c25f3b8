'use client'

import { Alert } from '@/components/ui/alert'
import { Dialog } from '@/components/ui/dialog'
import type { GenerationStatus } from '@/lib/api/generations'
import { jobOfListed } from '@/lib/api/job-kinds'
import { generationView, type OutputView } from '@/lib/jobs/generation-view'
import { isFinalPhase, jobPhase } from '@/lib/jobs/job-phase'
import { liveAsGeneration } from '@/features/gallery/model/live-record'
import { useTrackedJob } from '@/lib/jobs/use-tracked-job'
import { useJobStatus } from '@/lib/queries/job-status'
import { useModelName } from '@/lib/queries/model-names'
import { GenerationDetail } from './generation-detail'
import { generationTitle, madeWith } from './generation-title'

export interface GenerationDetailDialogProps {
  id: string
  /** The record from the history list, when it is there. */
  listed: GenerationStatus | undefined
  compareKeys: ReadonlySet<string>
  starred: boolean
  onToggleCompare: (record: GenerationStatus, output: OutputView) => void
  onClose: () => void
}

/**
 * The detail view (lazy-loaded). A job still running, or not in the list, is read live from its
 * own kind's status route (told by the list item, else by the tracked job, else media).
 */
export function GenerationDetailDialog({
  id,
  listed,
  compareKeys,
  starred,
  onToggleCompare,
  onClose,
}: GenerationDetailDialogProps) {
  const tracked = useTrackedJob(id)
  const job = listed ? jobOfListed(listed) : { kind: tracked?.kind ?? 'media', id }
  const settled = listed ? isFinalPhase(jobPhase(listed)) : false
  const live = useJobStatus(job.kind, job.id, undefined, { enabled: !settled })
  const record = liveAsGeneration(job.kind, id, live.data, listed)
  const generation = record ? generationView(record) : null
  const title = generation ? generationTitle(generation) : 'Generation'
  const modelName = useModelName()
  const madeBy = generation ? madeWith(generation, modelName) : ''
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      // A detail the URL opens is in the page's HTML (features/gallery/gallery-screen.tsx).
      inPlace
      title={title}
      description={madeBy && madeBy !== title ? madeBy : undefined}
    >
      {generation && record ? (
        <GenerationDetail
          generation={generation}
          compareKeys={compareKeys}
          starred={starred}
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
