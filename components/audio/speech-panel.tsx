'use client'

import { SpeechForm } from '@/components/audio/speech-form'
import { SpeechJob } from '@/components/audio/speech-job'
import { TwoColumns, type PanelProps } from './two-columns'

export function SpeechPanel({ models, jobId, onStarted }: PanelProps) {
  return (
    <TwoColumns
      form={<SpeechForm models={models} onStarted={onStarted} />}
      job={jobId ? <SpeechJob key={jobId} id={jobId} /> : null}
      empty="The spoken audio appears here."
    />
  )
}
