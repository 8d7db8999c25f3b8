'use client'

import { SeparationJob } from '@/features/audio/separation-job'
import { StemsForm } from '@/features/audio/stems-form'
import { TwoColumns, type PanelProps } from './two-columns'

export function StemsPanel({
  models,
  jobId,
  split,
  from,
  onStarted,
}: PanelProps & { split: string | null; from: string | null }) {
  return (
    <TwoColumns
      form={
        <StemsForm
          key={split ?? ''}
          models={models}
          initialUrl={split}
          fromId={from}
          onStarted={onStarted}
        />
      }
      job={jobId ? <SeparationJob key={jobId} id={jobId} originalUrl={split} /> : null}
      empty="Vocals and instrumental appear here, in a mixer with the original beside them."
    />
  )
}
