import 'server-only'
import { sql, type Kysely } from 'kysely'
import {
  PromptEntry,
  type PromptEntrySave,
  type PromptHistoryPage,
  type PromptHistoryQuery,
} from '@/lib/studio-api/prompt-history'
import { keepNewest, WORKSPACE_KEEPS } from './caps'
import { parsed, storable, storableJson } from './rows'
import type { WorkspaceTables } from './tables'

/** The page after `entry`: its time and id, so entries sent in the same millisecond are kept. */
const cursorOf = (entry: PromptEntry) => `${entry.sentAt}|${entry.id}`
function readCursor(cursor: string | undefined): { at: Date; id: string } | null {
  const [at, ...rest] = (cursor ?? '').split('|')
  const date = new Date(at ?? '')
  return rest.length && !Number.isNaN(date.getTime()) ? { at: date, id: rest.join('|') } : null
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
    /** Keeps an entry once: a retried save under the same id changes nothing. */
    async record(id: string, entry: PromptEntrySave): Promise<void> {
      await db
        .insertInto('prompt_history')
        .values({
          account_id: account,
          entry_id: id,
          form: entry.form,
          model: storable(entry.model),
          prompt: storable(entry.prompt),
          options: storableJson(entry.options),
          sent_at: entry.sentAt,
        })
        .onConflict((oc) => oc.columns(['account_id', 'entry_id']).doNothing())
        .execute()
      await keepNewest(db, account, {
        table: 'prompt_history',
        newest: 'sent_at',
        keep: WORKSPACE_KEEPS.prompts,
      })
    },

    /** Newest first, a bounded page, the prompt containing `q` (any case) when one is given. */
    async list(query: PromptHistoryQuery): Promise<PromptHistoryPage> {
      const after = readCursor(query.before)
      let select = db.selectFrom('prompt_history').select(columns).where('account_id', '=', account)
      if (query.q) select = select.where(sql<boolean>`prompt ilike ${likePattern(query.q)}`)
      if (after)
        select = select.where(sql<boolean>`(sent_at, entry_id) < (${after.at}, ${after.id})`)
      const rows = await select
        .orderBy('sent_at', 'desc')
        .orderBy('entry_id', 'desc')
        .limit(query.limit + 1)
        .execute()
      const entries = parsed(PromptEntry, rows.slice(0, query.limit).map(rowToEntry))
      const last = entries.at(-1)
      return { entries, next: rows.length > query.limit && last ? cursorOf(last) : null }
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
