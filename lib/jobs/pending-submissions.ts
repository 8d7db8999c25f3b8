import { PendingSubmission } from '@/lib/studio-api/jobs'
import { studioPaths } from '@/lib/studio-api/routes'
import { queueWrite } from '@/lib/workspace-sync/outbox'
import { createListenerStore } from './listener-store'

/**
 * Job submissions whose POST was sent but whose answer was not seen (a reload, a closed tab, a
 * dropped connection): recorded before the POST, removed when its answer comes. What is left
 * after a reload is matched against the history, so a paid job is always tracked.
 */
export { PendingSubmission }

const store = createListenerStore('pending-submissions', PendingSubmission, (s) => s.key)

/** Kept in the workspace too, so a start POST cut by a reload is reconciled on any device. */
export const pendingSubmissions = {
  ...store,
  add(submission: PendingSubmission) {
    store.add(submission)
    queueWrite({ method: 'PUT', path: studioPaths.pending(submission.key), body: submission })
  },
  remove(key: string) {
    store.remove(key)
    queueWrite({ method: 'DELETE', path: studioPaths.pending(key) })
  },
}
