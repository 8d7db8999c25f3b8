'use client'

import type { ComponentType, ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import type { Model } from '@/lib/api/models'

/** A tool's form beside the job it started (or what will show there). */
export function TwoColumns({
  form,
  job,
  empty,
}: {
  form: ReactNode
  job: ReactNode
  empty: string
}) {
  return (
    // One column that may shrink on a phone: an implicit column grows to its longest line (a
    // source's name scrolled the stems page 247 px sideways at 390 px).
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <Card>{form}</Card>
      <div className="min-w-0">{job ?? <p className="text-sm text-ink-muted">{empty}</p>}</div>
    </div>
  )
}

export interface PanelProps {
  models: Model[]
  jobId: string | null
  onStarted: (id: string) => void
}

/**
 * A tab made of a form and the job it started: its own module per tab, so each tab's code is a
 * chunk of its own (features/audio/audio-studio.tsx).
 */
export function formAndJobPanel(
  Form: ComponentType<{ models: Model[]; onStarted: (id: string) => void }>,
  Job: ComponentType<{ id: string }>,
  empty: string,
) {
  return function FormAndJobPanel({ models, jobId, onStarted }: PanelProps) {
    return (
      <TwoColumns
        form={<Form models={models} onStarted={onStarted} />}
        job={jobId ? <Job key={jobId} id={jobId} /> : null}
        empty={empty}
      />
    )
  }
}
