import type { JobKindDef } from '@/lib/api/job-kind-def'
import type { JobKind } from '@/lib/api/job-kind-names'

// Free of hooks, so a page's server code can name the same read (lib/server/first-reads.ts), and
// of the job kinds table, so that code about one kind loads only that kind's schemas.

export const jobStatusKey = (kind: JobKind, id: string) => ['job', kind, id] as const

/** One job's status read: its key, path and schema, shared with the server's first read of a page. */
export function statusRead<Status>(kind: JobKind, def: JobKindDef<Status>, id: string) {
  return { queryKey: jobStatusKey(kind, id), path: def.statusPath(id), schema: def.status }
}
