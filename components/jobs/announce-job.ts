import { showToast, type Toast } from '@/components/ui/toast'
import { jobHome } from '@/lib/jobs/job-links'
import { isJobOnScreen } from '@/lib/jobs/jobs-on-screen'
import type { JobOutcome, TrackedJob } from '@/lib/jobs/tracked-jobs'

const HEADLINES: Record<JobOutcome, string> = {
  completed: 'Finished',
  failed: 'Failed',
  cancelled: 'Cancelled',
  publish_failed: 'Publishing failed',
  lost: 'Stopped following',
}

const TONES: Record<JobOutcome, Toast['tone']> = {
  completed: 'success',
  failed: 'danger',
  cancelled: 'info',
  publish_failed: 'danger',
  lost: 'danger',
}

/** A browser notification when the user allowed them; nothing otherwise. */
export function notifyBrowser(title: string, body: string, tag: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  try {
    new Notification(title, { body, tag })
  } catch {
    // Some browsers only allow notifications from a service worker: the toast is enough.
  }
}

/**
 * Tells the user a tracked job ended: a toast, and a browser notification when permitted. Once:
 * when the page in sight shows the job itself (its result arrives there, with its own words), the
 * page is the announcement, and nothing more is said over it. `modelName` is the model as named
 * on screen (lib/queries/model-names.ts), never its id.
 */
export function announceJob(
  job: TrackedJob,
  outcome: JobOutcome,
  { message, modelName }: { message?: string; modelName: string },
) {
  if (isJobOnScreen(job.id) && document.visibilityState === 'visible') return
  const title = `${HEADLINES[outcome]}: ${job.label}`
  const body = message ?? (outcome === 'completed' ? `${modelName} is done.` : modelName)
  const viewable = outcome === 'completed' || outcome === 'publish_failed'
  const home = jobHome(job.kind, job.id, job.action)
  showToast(
    {
      title,
      body,
      tone: TONES[outcome],
      action: viewable ? { label: `View in ${home.name}`, href: home.href } : undefined,
    },
    // Failures stay longer; the tray keeps the message after the toast goes.
    outcome === 'completed' ? 8_000 : 20_000,
  )
  notifyBrowser(title, body, job.id)
}
