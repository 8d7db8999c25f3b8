'use client'

import type { ReactNode } from 'react'
import { MusicForm } from '@/components/audio/music-form'
import { MusicJob } from '@/components/audio/music-job'
import { SeparationJob } from '@/components/audio/separation-job'
import { SpeechForm } from '@/components/audio/speech-form'
import { SpeechJob } from '@/components/audio/speech-job'
import { StemsForm } from '@/components/audio/stems-form'
import { Card } from '@/components/ui/card'
import type { Model } from '@/lib/api/models'

function TwoColumns({ form, job, empty }: { form: ReactNode; job: ReactNode; empty: string }) {
  return (
    // One column that may shrink on a phone: an implicit column grows to its longest line (a
    // source's name scrolled the stems page 247 px sideways at 390 px).
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <Card>{form}</Card>
      <div className="min-w-0">{job ?? <p className="text-sm text-ink-muted">{empty}</p>}</div>
    </div>
  )
}

interface PanelProps {
  models: Model[]
  jobId: string | null
  onStarted: (id: string) => void
}

export function MusicPanel({ models, jobId, onStarted }: PanelProps) {
  return (
    <TwoColumns
      form={<MusicForm models={models} onStarted={onStarted} />}
      job={jobId ? <MusicJob key={jobId} id={jobId} /> : null}
      empty="Your songs appear here: they play while they stream, and the final files follow."
    />
  )
}

export function SpeechPanel({ models, jobId, onStarted }: PanelProps) {
  return (
    <TwoColumns
      form={<SpeechForm models={models} onStarted={onStarted} />}
      job={jobId ? <SpeechJob key={jobId} id={jobId} /> : null}
      empty="The spoken audio appears here."
    />
  )
}

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
          onStarted={(id) => onStarted(id)}
        />
      }
      job={jobId ? <SeparationJob key={jobId} id={jobId} originalUrl={split} /> : null}
      empty="Vocals and instrumental appear here, in a mixer with the original beside them."
    />
  )
}
