'use client'

import { MusicForm } from '@/components/audio/music-form'
import { MusicJob } from '@/components/audio/music-job'
import { TwoColumns, type PanelProps } from './two-columns'

export function MusicPanel({ models, jobId, onStarted }: PanelProps) {
  return (
    <TwoColumns
      form={<MusicForm models={models} onStarted={onStarted} />}
      job={jobId ? <MusicJob key={jobId} id={jobId} /> : null}
      empty="Your songs appear here: they play while they stream, and the final files follow."
    />
  )
}
