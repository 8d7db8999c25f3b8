import { trackedJobs, type TrackedJob } from '@/lib/jobs/tracked-jobs'

/** Takes a job off the tray (it stays in the gallery). */
export function DismissJobButton({ job }: { job: TrackedJob }) {
  return (
    <button
      type="button"
      onClick={() => trackedJobs.remove(job.id)}
      className="rounded px-1 text-ink-muted hover:text-ink"
      aria-label={`Dismiss ${job.label}`}
    >
      <span aria-hidden="true" className="text-lg leading-none">
        ×
      </span>
    </button>
  )
}
