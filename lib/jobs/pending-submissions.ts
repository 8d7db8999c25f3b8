import { z } from 'zod'
import { JOB_KINDS } from '@/lib/api/job-kind-names'
import { createListenerStore } from './listener-store'
import { JobSource } from './tracked-jobs'

/**
 * Job submissions whose POST was sent but whose answer was not seen (a reload, a closed tab, a
 * dropped connection): recorded before the POST, removed when its answer comes. What is left
 * after a reload is matched against the history, so a paid job is always tracked.
 */
export const PendingSubmission = z.object({
  key: z.string().min(1),
  kind: z.enum(JOB_KINDS),
  model: z.string(),
  label: z.string(),
  /** What the history item must repeat: its prompt (or text); empty matches any. */
  prompt: z.string(),
  sentAt: z.iso.datetime(),
  estimatedSeconds: z.number().positive().optional(),
  action: z.string().optional(),
  madeFrom: z.array(JobSource).optional(),
})
export type PendingSubmission = z.infer<typeof PendingSubmission>

export const pendingSubmissions = createListenerStore(
  'pending-submissions',
  PendingSubmission,
  (s) => s.key,
)
