import {
  GENERATIONS_LIST_DEFAULT_LIMIT,
  GenerationsListQuery,
  type GenerationStatus,
} from '@/lib/api'
import type { RouteContext, RouteHandlers } from '../http/route-context'
import { listedAsGeneration } from '../jobs/kinds'
import { generationStatusView } from '../jobs/views'
import { premiumOrdersOfCaller } from './premium'

/** Where list items come from; a resource with its own records (premium orders) adds a source. */
export type GenerationListSource = (ctx: RouteContext) => GenerationStatus[]

const jobsOfCaller: GenerationListSource = (ctx) =>
  Object.values(ctx.services.store.state.jobs)
    .filter((job) => job.userId === ctx.caller.user.id && listedAsGeneration(job))
    .map((job) => generationStatusView(job, ctx.services.files))

export const GENERATION_LIST_SOURCES: GenerationListSource[] = [jobsOfCaller, premiumOrdersOfCaller]

const newestFirst = (a: GenerationStatus, b: GenerationStatus) =>
  (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id.localeCompare(a.id)

/** GET /v1/generations: only the key owner's jobs, filtered, newest first (docs/service-contract.md §4.1). */
export const generationRoutes: RouteHandlers = {
  v1_generations_list: (ctx) => {
    const q = ctx.query(GenerationsListQuery)
    const limit = q.limit ? Number(q.limit) : GENERATIONS_LIST_DEFAULT_LIMIT
    const items = GENERATION_LIST_SOURCES.flatMap((source) => source(ctx))
      .filter((g) => !q.status || g.status === q.status)
      .filter((g) => !q.model || g.model === q.model)
      .filter((g) => !q.generation_type || g.generation_type === q.generation_type)
      .sort(newestFirst)
      .slice(0, limit)
    return ctx.json({ generations: items, count: items.length, limit })
  },
}
