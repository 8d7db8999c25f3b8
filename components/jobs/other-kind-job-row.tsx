import Link from 'next/link'
import { elapsedInfo } from '@/lib/jobs/elapsed'
import type { TrackedJob } from '@/lib/jobs/tracked-jobs'
import { DismissJobButton } from './dismiss-job-button'
import { JobRow } from './job-row'
import { StatusPill } from './status-pill'

const PAGE_OF: Record<Exclude<TrackedJob['kind'], 'media'>, { href: string; name: string }> = {
  music: { href: '/audio', name: 'Audio' },
  separation: { href: '/audio', name: 'Audio' },
  story: { href: '/story', name: 'Story' },
}

/** Music, separation and story jobs have their own status routes, followed on their pages. */
export function OtherKindJobRow({ job, now }: { job: TrackedJob; now: number }) {
  const page = job.kind === 'media' ? null : PAGE_OF[job.kind]
  return (
    <JobRow
      label={job.label}
      badge={<StatusPill tone="neutral">{job.kind}</StatusPill>}
      detail={`${job.model} · ${elapsedInfo(job.startedAt, now, job.estimatedSeconds).text}`}
      actions={
        <>
          {page ? (
            <Link href={page.href} className="text-xs text-accent underline">
              {page.name}
            </Link>
          ) : null}
          <DismissJobButton job={job} />
        </>
      }
    />
  )
}
