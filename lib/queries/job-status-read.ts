import { JOB_KIND_DEFS, type JobKind } from '@/lib/api/job-kinds'

// Free of hooks, so a page's server code can name the same read (lib/server/first-reads.ts).

export const jobStatusKey = (kind: JobKind, id: string) => ['job', kind, id] as const

/** One job's status read: its key, path and schema, shared with the server's first read of a page. */
export function jobStatusRead<K extends JobKind>(kind: K, id: string) {
  const def = JOB_KIND_DEFS[kind]
  return { queryKey: jobStatusKey(kind, id), path: def.statusPath(id), schema: def.status }
}
