import type { z } from 'zod'
import type { JobPhase } from './job-status'
import { mediaKindOfUrl, type MediaKind } from './media-kinds'
import { routePath, type RouteId, type RouteParams } from './routes'

// What one kind of job is (its row of lib/api/job-kinds.ts), apart from the table, so that code
// about one kind (the orders pages read premium orders only: lib/api/premium-kind.ts) loads that
// kind's schemas, not every kind's.

/** One file a job produced, told apart by a label where a job has several. */
export interface JobOutputRef {
  url: string
  kind: MediaKind | 'other'
  label: string | null
}

export interface JobKindDef<Status> {
  /** Words for people: "Image or video", "Music", … */
  noun: string
  /** The routes whose accepted answer starts a job of this kind (none: made outside the API). */
  startRoutes: readonly RouteId[]
  statusRoute: RouteId
  statusPath: (id: string) => string
  status: z.ZodType<Status>
  /** The job's id in an accepted answer (docs/service-contract.md §2.2), parsed with that route's schema. */
  acceptedId: ((body: unknown) => string) | null
  phase: (record: Status) => JobPhase
  outputs: (record: Status) => JobOutputRef[]
  /** Why it failed, or what the service says of it. */
  message: (record: Status) => string | null
  /**
   * How long after the start a 404 still means "not visible yet" rather than "lost": the real
   * music status route answers 404 for a while after the start call (docs/decisions.md §D15).
   */
  notFoundGraceMs: number
  /** The record a job has before its first status answer (docs/service-contract.md §3: it starts pending). */
  pendingRecord: (id: string) => Status
}

/** A kind's status route and its path, both from the route table (the id fills its one parameter). */
export const followedOn = <Id extends RouteId>(
  statusRoute: Id,
  param: keyof RouteParams<Id> & string,
) => ({
  statusRoute,
  statusPath: (id: string) => routePath(statusRoute, ...([{ [param]: id }] as never)),
})
export const kindOf = (url: string): MediaKind | 'other' => mediaKindOfUrl(url) ?? 'other'
export const ref = (url: string | null | undefined, label: string | null): JobOutputRef[] =>
  url ? [{ url, kind: kindOf(url), label }] : []
