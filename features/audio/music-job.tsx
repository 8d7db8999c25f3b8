'use client'

import { useRef, useState } from 'react'
import { Progress } from '@/components/ui/progress'
import { JOB_KIND_DEFS } from '@/lib/api/job-kinds'
import { handOver } from '@/features/audio/model/song-source'
import { useTrackedJob } from '@/lib/jobs/use-tracked-job'
import { useJobStatus } from '@/lib/queries/job-status'
import { cn } from '@/lib/cn'
import { JobHeader } from './job-header'
import { SongPlayer } from './song-player'

const duration = (el: HTMLMediaElement | null) =>
  el && Number.isFinite(el.duration) && el.duration > 0 ? el.duration : null

/** A music job as it runs: progress, then its songs (two on the service), with A/B between them. */
export function MusicJob({ id }: { id: string }) {
  const tracked = useTrackedJob(id)
  const { data, error } = useJobStatus(
    'music',
    id,
    tracked ? { startedAt: tracked.startedAt } : undefined,
  )
  const elements = useRef<(HTMLAudioElement | null)[]>([])
  const [current, setCurrent] = useState(0)
  const def = JOB_KIND_DEFS.music
  const phase = data ? def.phase(data) : null
  const songs = data?.songs ?? []
  const title = data?.title || tracked?.label || `Music job ${id}`

  /** Only one song sounds at a time. */
  const played = (index: number) => {
    setCurrent(index)
    elements.current.forEach((el, i) => {
      if (i !== index && el && !el.paused) el.pause()
    })
  }

  /** A/B: the other song carries on from this one's position. */
  const switchTo = (index: number) => {
    const from = elements.current[current]
    const to = elements.current[index]
    if (!to || index === current) return
    handOver(from ?? null, to, duration(to))
    setCurrent(index)
  }

  return (
    <section aria-label={`Music job ${id}`} className="space-y-3">
      <JobHeader
        title={title}
        phase={phase}
        message={data ? def.message(data) : null}
        error={error}
      >
        {phase &&
        phase !== 'completed' &&
        phase !== 'failed' &&
        typeof data?.progress === 'number' ? (
          <Progress value={data.progress / 100} label={`Progress of ${title}`} />
        ) : null}
      </JobHeader>
      {songs.length > 1 ? (
        <div role="group" aria-label="A/B compare" className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-ink-muted">A/B at the same position:</span>
          {songs.map((song, index) => (
            <button
              key={String(song.id)}
              type="button"
              aria-pressed={current === index}
              onClick={() => switchTo(index)}
              className={cn(
                'rounded-md border px-3 py-1 text-sm',
                current === index
                  ? 'border-accent bg-accent/10 font-medium text-ink'
                  : 'border-line',
              )}
            >
              {`Song ${index + 1}`}
            </button>
          ))}
        </div>
      ) : null}
      {!songs.length && phase !== 'failed' ? (
        <p className="text-sm text-ink-muted">The songs play here as soon as they stream.</p>
      ) : null}
      <div className="grid gap-3 lg:grid-cols-2">
        {songs.map((song, index) => (
          <SongPlayer
            key={String(song.id)}
            song={song}
            name={`Song ${index + 1}`}
            audioRef={(el) => {
              elements.current[index] = el
            }}
            onPlay={() => played(index)}
          />
        ))}
      </div>
    </section>
  )
}
