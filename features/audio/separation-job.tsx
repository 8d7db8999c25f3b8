'use client'

import { z } from 'zod'
import { JOB_KIND_DEFS } from '@/lib/api/job-kinds'
import { useTrackedJob } from '@/lib/jobs/use-tracked-job'
import { useJobStatus } from '@/lib/queries/job-status'
import { JobHeader } from './job-header'
import type { StemTrack } from './stem-row'
import { StemsMixer } from './stems-mixer'

/** The emulator (and, we expect, the service) echoes the input; parsed, never assumed. */
const SourceUrl = z.object({ source_media_url: z.url() })

/** A separation job: its status, then the mixer with the stems and the original beside them. */
export function SeparationJob({ id, originalUrl }: { id: string; originalUrl?: string | null }) {
  const tracked = useTrackedJob(id)
  const { data, error } = useJobStatus(
    'separation',
    id,
    tracked ? { startedAt: tracked.startedAt } : undefined,
  )
  const def = JOB_KIND_DEFS.separation
  const phase = data ? def.phase(data) : null
  const echoed = SourceUrl.safeParse(data)
  const original = echoed.success ? echoed.data.source_media_url : (originalUrl ?? null)
  const tracks: StemTrack[] = []
  if (data?.vocals_url) tracks.push({ id: 'vocals', label: 'Vocals', url: data.vocals_url })
  if (data?.instrumental_url)
    tracks.push({ id: 'instrumental', label: 'Instrumental', url: data.instrumental_url })
  const complete = tracks.length === 2
  if (complete && original) tracks.push({ id: 'original', label: 'Original', url: original })
  return (
    <section aria-label="Stems job" className="space-y-3">
      <JobHeader
        title={tracked?.label ?? 'Stems'}
        phase={phase}
        message={data ? def.message(data) : null}
        error={error}
      />
      {complete ? (
        <StemsMixer key={tracks.map((t) => t.url).join(' ')} tracks={tracks} />
      ) : phase && phase !== 'failed' ? (
        <p className="text-sm text-ink-muted">The stems appear here when the split is done.</p>
      ) : null}
    </section>
  )
}
