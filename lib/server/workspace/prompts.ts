import 'server-only'
import { sql, type Kysely } from 'kysely'
import {
  PromptEntry,
  type PromptEntrySave,
  type PromptHistoryPage,
  type PromptHistoryQuery,
} from '@/lib/studio-api/prompt-history'
import { underAccountLock } from './account-lock'
import { keepNewest, promptRowSize, WORKSPACE_BYTES, WORKSPACE_KEEPS } from './caps'
import { parsed, storable, storableJson } from './rows'
import { serverOrdered } from './server-clock'
import type { WorkspaceTables } from './tables'

/**
 * What one page of history may weigh (its prompts and options as written): a page of 50 of the
 * longest entries would be 13 MB, so a page stops at the entry that passes this, and the next
 * page starts after it (at least one entry a page).
 */
export const HISTORY_PAGE_BYTES = 1024 * 1024

/** The page after `entry`: its time and id, so entries sent in the same millisecond are kept. */
const cursorOf = (entry: { sentAt: string; id: string }) => `${entry.sentAt}|${entry.id}`
function readCursor(cursor: string | undefined): { at: Date; id: string } | null {
  const [at, ...rest] = (cursor ?? '').split('|')
  const date = new Date(at ?? '')
  return rest.length && !Number.isNaN(date.getTime()) ? { at: date, id: rest.join('|') } : null
}

interface PageRow {
  entry_id: string
  form: string
  model: string
  prompt: string
  options: unknown
  sent_at: Date
  found: string
}

/** `%`, `_` and `\` typed in a search are looked for as themselves, never as patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * One account's prompt history: every prompt the service accepted, with its form, model and
 * options, newest first. The rows stand alone (no output is read to show them), so deleting or
 * losing an output never loses its prompt. Every statement names the account, so another's
 * entry behaves exactly like one that does not exist.
 */
export function promptHistory(db: Kysely<WorkspaceTables>, account: string) {
  const rowToEntry = (row: {
    entry_id: string
    form: string
    model: string
    prompt: string
    options: unknown
    sent_at: Date
  }) => ({
    id: row.entry_id,
    form: row.form,
    model: row.model,
    prompt: row.prompt,
    options: row.options,
    sentAt: row.sent_at.toISOString(),
  })
  const columns = ['entry_id', 'form', 'model', 'prompt', 'options', 'sent_at'] as const

  return {
    /**
     * Keeps an entry once: a retried save under the same id changes nothing. Dated by the browser
     * unless that is ahead of the server's clock (server-clock.ts); the oldest go past the
     * history's bounds (its number of entries and what they take on disk).
     */
    async record(id: string, entry: PromptEntrySave): Promise<void> {
      await underAccountLock(db, account, async (trx) => {
        await trx
          .insertInto('prompt_history')
          .values({
            account_id: account,
            entry_id: id,
            form: entry.form,
            model: storable(entry.model),
            prompt: storable(entry.prompt),
            options: storableJson(entry.options),
            sent_at: serverOrdered(entry.sentAt),
          })
          .onConflict((oc) => oc.columns(['account_id', 'entry_id']).doNothing())
          .execute()
        await keepNewest(trx, account, {
          table: 'prompt_history',
          newest: 'sent_at',
          keep: WORKSPACE_KEEPS.prompts,
          bytes: { budget: WORKSPACE_BYTES.prompts, size: promptRowSize },
        })
      })
    },

    /**
     * Newest first, a bounded page (at most `limit` entries and about HISTORY_PAGE_BYTES), the
     * prompt containing `q` (any case) when one is given.
     */
    async list(query: PromptHistoryQuery): Promise<PromptHistoryPage> {
      const after = readCursor(query.before)
      let select = db.selectFrom('prompt_history').select(columns).where('account_id', '=', account)
      if (query.q) select = select.where(sql<boolean>`prompt ilike ${likePattern(query.q)}`)
      if (after)
        select = select.where(sql<boolean>`(sent_at, entry_id) < (${after.at}, ${after.id})`)
      const candidates = select
        .orderBy('sent_at', 'desc')
        .orderBy('entry_id', 'desc')
        .limit(query.limit + 1)
      // Each candidate's weight as the answer writes it, summed from the newest: the page keeps
      // those that fit (the first always), and says whether any were left for the next one.
      const { rows } = await sql<PageRow>`
        select * from (
          select page.*, row_number() over newest_first as place, count(*) over () as found,
            sum(octet_length(prompt) + octet_length(options::text)) over newest_first as weight
          from (${candidates}) page
          window newest_first as (order by sent_at desc, entry_id desc)
        ) weighed
        where place = 1 or weight <= ${HISTORY_PAGE_BYTES}
        order by place`.execute(db)
      const kept = rows.slice(0, query.limit)
      const entries = parsed(PromptEntry, kept.map(rowToEntry))
      const more = Number(rows[0]?.found ?? 0) > kept.length
      const last = kept.at(-1)
      return { entries, next: more && last ? cursorOf(rowToEntry(last)) : null }
    },

    async read(id: string): Promise<PromptEntry | null> {
      const row = await db
        .selectFrom('prompt_history')
        .select(columns)
        .where('account_id', '=', account)
        .where('entry_id', '=', id)
        .executeTakeFirst()
      return row ? (parsed(PromptEntry, [rowToEntry(row)])[0] ?? null) : null
    },

    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('prompt_history')
        .where('account_id', '=', account)
        .where('entry_id', '=', id)
        .executeTakeFirst()
      return result.numDeletedRows > BigInt(0)
    },
  }
}
