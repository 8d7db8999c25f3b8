import { JOB_KIND_DEFS, type JobKind } from '@/lib/api/job-kinds'

// No hooks here: a page's server read (lib/server/first-reads.ts) names the same query.

export const jobStatusKey = (kind: JobKind, id: string) => ['job', kind, id] as const

/** One job's status read: key, path and schema, shared with a page's server read. */
export const jobStatusRead = (kind: JobKind, id: string) => ({
  queryKey: jobStatusKey(kind, id),
  path: JOB_KIND_DEFS[kind].statusPath(id),
  schema: JOB_KIND_DEFS[kind].status,
})
