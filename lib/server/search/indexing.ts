import 'server-only'
import type { Kysely } from 'kysely'
import { GenerationsListResponse } from '@/lib/api/generations'
import { JOB_KIND_DEFS, JOB_KINDS, type JobKind } from '@/lib/api/job-kinds'
import { matchRoute } from '@/lib/api/routes'
import type { TrackedJob } from '@/lib/studio-api/jobs'
import { searchCoverage } from '../workspace/search-coverage'
import { indexResults, type RecordSource } from '../workspace/search-index'
import type { WorkspaceTables } from '../workspace/tables'
import { catalogFacts, type CatalogFacts } from './catalog-facts'
import { provenBy, sliceOfQuery } from './coverage'
import { rowsOfList, storedRow, type IndexRow } from './index-rows'
import { rowOfStatus, rowOfTracked } from './status-rows'

const STATUS_ROUTES = new Map<string, JobKind>(
  JOB_KINDS.map((kind) => [JOB_KIND_DEFS[kind].statusRoute, kind]),
)

const withFacts = (rows: readonly IndexRow[], facts: CatalogFacts) =>
  rows.map((row) => storedRow(row, facts.of(row.model)))

/** What the index takes from one service answer: a history read or a job's status. */
export type ServiceAnswer =
  | { read: 'history'; query: URLSearchParams; body: unknown; readAt: Date }
  | { read: 'status'; kind: JobKind; id: string; body: unknown }

/** The answer a GET of `pathAndQuery` (as the route table spells it) is, or null for any other. */
export function serviceAnswerOf(
  pathAndQuery: string,
  body: unknown,
  readAt = new Date(),
): ServiceAnswer | null {
  const [path = '', search = ''] = pathAndQuery.split('?', 2)
  const match = matchRoute('GET', path)
  if (!match) return null
  if (match.route.id === 'v1_generations_list') {
    return { read: 'history', query: new URLSearchParams(search), body, readAt }
  }
  const kind = STATUS_ROUTES.get(match.route.id)
  const id = Object.values(match.params)[0]
  return kind && id ? { read: 'status', kind, id, body } : null
}

/**
 * Puts what one answer says into the account's index: every item of a history read, with what the
 * read proves of its slice (lib/server/search/coverage.ts), or the words of one job's status.
 */
export async function indexAnswer(
  db: Kysely<WorkspaceTables>,
  account: string,
  answer: ServiceAnswer,
): Promise<number> {
  const facts = await catalogFacts()
  const types = (model: string | null) => facts.of(model).type
  if (answer.read === 'status') {
    const row = rowOfStatus(answer.kind, answer.id, answer.body, types)
    if (!row) return 0
    const source: RecordSource = answer.kind === 'media' ? 'history' : 'status'
    await indexResults(db, account, withFacts([row], facts), source)
    return 1
  }
  const list = GenerationsListResponse.safeParse(answer.body)
  if (!list.success) return 0
  const rows = rowsOfList(list.data.generations, types)
  await indexResults(db, account, withFacts(rows, facts), 'history')
  // A read the service may have cut short of what it holds (`limit`) proves its oldest item on.
  const limit = Math.min(list.data.limit, Number(answer.query.get('limit') ?? list.data.limit))
  const proof = provenBy(
    answer.readAt,
    limit,
    list.data.generations.map((g) => g.created_at),
  )
  await searchCoverage(db, account).record(sliceOfQuery(answer.query), proof)
  return rows.length
}

/** A job this studio followed, as it ended (the settle route): found even before the history has it. */
export async function indexTrackedJob(
  db: Kysely<WorkspaceTables>,
  account: string,
  job: TrackedJob,
): Promise<void> {
  const facts = await catalogFacts()
  await indexResults(db, account, withFacts([rowOfTracked(job)], facts), 'studio')
}
