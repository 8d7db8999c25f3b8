import { useQuery } from '@tanstack/react-query'
import { JOB_KIND_DEFS, type JobKind, type JobStatusOf } from '@/lib/api/job-kinds'
import { pollStopReason } from '@/lib/jobs/poll-plan'
import { useDocumentHidden } from '@/lib/jobs/use-document-hidden'
import { fetchStatus, statusQueryOptions, type JobStart } from './status-query'

/** Any kind's status, read from its kind's status route. */
export const fetchJobStatus = <K extends JobKind>(kind: K, id: string, signal?: AbortSignal) =>
  fetchStatus(kind, JOB_KIND_DEFS[kind], id, signal)

/** Status of one job of any kind, polled until it ends (./status-query.ts). */
export const jobStatusQueryOptions = <K extends JobKind>(kind: K, id: string, start?: JobStart) =>
  statusQueryOptions(kind, JOB_KIND_DEFS[kind], id, start)

/** Where a job stands, and why polling stopped (null while it goes on). */
export function jobStopReason<K extends JobKind>(
  kind: K,
  data: JobStatusOf<K> | undefined,
  error: unknown,
  start?: JobStart,
) {
  return pollStopReason({
    phase: data ? JOB_KIND_DEFS[kind].phase(data) : undefined,
    error,
    now: Date.now(),
    startedAt: start ? Date.parse(start.startedAt) : undefined,
    notFoundGraceMs: JOB_KIND_DEFS[kind].notFoundGraceMs,
  })
}

/**
 * A job's live status on any page, polled until it ends while some page shows it; the root
 * watcher keeps every tracked job polled whatever page is open.
 */
export function useJobStatus<K extends JobKind>(
  kind: K,
  id: string,
  start?: JobStart,
  { enabled = true }: { enabled?: boolean } = {},
) {
  useDocumentHidden()
  return useQuery({ ...jobStatusQueryOptions(kind, id, start), enabled })
}
