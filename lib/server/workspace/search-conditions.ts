import 'server-only'
import { sql, type RawBuilder } from 'kysely'
import { parseSearch, searchWords, type SearchTerm } from '@/lib/studio-api/search-query'
import type { SearchRequest } from '@/lib/studio-api/search-request'
import { storable } from './rows'

// The conditions of a search (lib/studio-api/search-query.ts) as SQL on `search_items s`: every
// word and key of the request, the account's first. Values are always parameters.

type Condition = RawBuilder<boolean>
const all = (parts: Condition[]): Condition =>
  parts.length ? sql<boolean>`(${sql.join(parts, sql` and `)})` : sql<boolean>`true`
const any = (parts: Condition[]): Condition => sql<boolean>`(${sql.join(parts, sql` or `)})`

/** `%`, `_` and `\` typed are looked for as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
/** A word as a prefix query of the `simple` configuration: 'lighth':* */
const prefixQuery = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`
const WORDS = sql`lower(s.prompt || ' ' || s.details || ' ' || s.meta)`

/** Other names the service gives a status (docs/decisions.md §D21). */
const STATUS_NAMES: Record<string, string[]> = {
  pending: ['pending', 'queued'],
  failed: ['failed', 'error'],
  cancelled: ['cancelled', 'canceled'],
}

/** A word matches whole (stemmed: "houses" finds "house"), from its start, or inside a word. */
function wordMatches(word: string, partial: boolean): Condition {
  const lower = word.toLowerCase()
  const ways = [
    sql<boolean>`s.doc @@ plainto_tsquery('english', ${lower})`,
    sql<boolean>`s.doc @@ to_tsquery('simple', ${prefixQuery(lower)})`,
  ]
  if (partial) ways.push(sql<boolean>`${WORDS} like ${`%${likeEscaped(lower)}%`}`)
  return any(ways)
}

function phraseMatches(phrase: string, partial: boolean): Condition {
  const lower = phrase.toLowerCase()
  const ways = [sql<boolean>`s.doc @@ phraseto_tsquery('english', ${lower})`]
  if (partial) ways.push(sql<boolean>`${WORDS} like ${`%${likeEscaped(lower)}%`}`)
  return any(ways)
}

const ofItem = sql`account_id = s.account_id and job_kind = s.job_kind and item_id = s.item_id`
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`)

function keyCondition(term: SearchTerm): Condition | null {
  switch (term.key) {
    case 'tag':
      return sql<boolean>`exists (select 1 from result_tags where ${ofItem} and tag = ${term.value})`
    case 'rated':
      return term.orMore
        ? sql<boolean>`exists (select 1 from result_ratings where ${ofItem} and rating >= ${term.value})`
        : sql<boolean>`exists (select 1 from result_ratings where ${ofItem} and rating = ${term.value})`
    case 'starred':
      // By id alone: the gallery stars every result under one kind (features/gallery/star-toggle.tsx).
      return sql<boolean>`exists (select 1 from stars where account_id = s.account_id and output_id = s.item_id)`
    case 'before':
      return sql<boolean>`s.created_at < ${dayStart(term.value)}`
    case 'after':
      return sql<boolean>`s.created_at >= ${dayStart(term.value)}`
    default:
      return null
  }
}

/** Every condition of the request, the account's first: nothing of another is ever read. */
export function conditions(account: string, asked: SearchRequest, partial: boolean) {
  // PostgreSQL takes no NUL in a text parameter, so text pasted with one (or a filter holding one)
  // was refused as "a value the workspace cannot store": it reads as U+FFFD, which matches nothing.
  const request = {
    ...asked,
    q: storable(asked.q),
    status: storable(asked.status),
    type: storable(asked.type),
    model: storable(asked.model),
  }
  const { tokens, problems } = parseSearch(request.q)
  const where: Condition[] = [sql<boolean>`s.account_id = ${account}`]
  const { words, phrases } = searchWords(tokens)
  words.forEach((w) => where.push(wordMatches(w, partial)))
  phrases.forEach((p) => where.push(phraseMatches(p, partial)))
  for (const term of tokens) {
    const condition = keyCondition(term)
    if (condition) where.push(condition)
  }
  // Keys of one sort widen each other (kind:image kind:video), keys of different sorts narrow.
  const kinds = tokens.flatMap((t) => (t.key === 'kind' ? [t.value] : []))
  if (kinds.length) where.push(sql<boolean>`s.result_kinds && ${sql.val(kinds)}::text[]`)
  const models = tokens.flatMap((t) => (t.key === 'model' ? [t.value] : []))
  if (models.length) {
    where.push(
      any(
        models.map((m) => {
          const start = `${likeEscaped(m)}%`
          return sql<boolean>`(lower(coalesce(s.model, '')) like ${start} or lower(coalesce(s.family, '')) like ${start} or (' ' || lower(s.model_name)) like ${`% ${start}`})`
        }),
      ),
    )
  }
  if (request.status) {
    const names = STATUS_NAMES[request.status.toLowerCase()] ?? [request.status.toLowerCase()]
    where.push(sql<boolean>`lower(s.status) = any(${sql.val(names)}::text[])`)
  }
  if (request.type) where.push(sql<boolean>`s.generation_type = ${request.type}`)
  if (request.model) {
    where.push(sql<boolean>`(s.family = ${request.model} or s.model = ${request.model})`)
  }
  const anyWord = [
    ...words.map((w) => sql`plainto_tsquery('english', ${w.toLowerCase()})`),
    ...phrases.map((p) => sql`phraseto_tsquery('english', ${p.toLowerCase()})`),
  ]
  // Ranked by how well the words match (the prompt weighs most), then newest first.
  const score = anyWord.length
    ? sql<number>`round(ts_rank('{0.1, 0.2, 0.4, 1.0}', s.doc, ${sql.join(anyWord, sql` || `)}) * 1000)::int`
    : sql<number>`0`
  return { where: all(where), score, problems, ranked: anyWord.length > 0 }
}
