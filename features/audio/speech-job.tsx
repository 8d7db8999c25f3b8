'use client'

import { JOB_KIND_DEFS } from '@/lib/api/job-kinds'
import { useTrackedJob } from '@/lib/jobs/use-tracked-job'
import { useJobStatus } from '@/lib/queries/job-status'
import { ClipPlayer } from './clip-player'
import { JobHeader } from './job-header'
import { UseAsInput } from './use-as-input'

/** A speech job (a media job: docs/service-contract.md §4.4): its status, then the voice with a waveform. */
export function SpeechJob({ id }: { id: string }) {
  const tracked = useTrackedJob(id)
  const { data, error } = useJobStatus(
    'media',
    id,
    tracked ? { startedAt: tracked.startedAt } : undefined,
  )
  const def = JOB_KIND_DEFS.media
  const phase = data ? def.phase(data) : null
  const audio = data ? def.outputs(data).find((o) => o.kind === 'audio') : undefined
  const text = data?.prompt ?? tracked?.label ?? ''
  return (
    <section
      aria-label={`Speech job ${id}`}
      className="space-y-3 rounded-card bg-surface-raised p-3 shadow-raised"
    >
      <JobHeader
        title="Speech"
        phase={phase}
        message={data ? def.message(data) : null}
        error={error}
      >
        {text ? <p className="text-sm text-ink-muted">“{text}”</p> : null}
      </JobHeader>
      {audio ? (
        <>
          <ClipPlayer url={audio.url} name="Speech" />
          <UseAsInput url={audio.url} name="the speech" fromId={id} />
        </>
      ) : null}
    </section>
  )
}
