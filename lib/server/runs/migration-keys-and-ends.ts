import { sql, type Kysely, type Migration } from 'kysely'

/**
 * Two columns of `runs` (lib/server/runs/tables.ts): the key the page made for its request, so a
 * request sent twice (a double click, a POST resent after its answer was lost) makes one run; and
 * when a run's end was told to the account, so its notification is said once, by one tab of one
 * device. Runs already ended count as told: nobody is told again of what they saw end.
 */
export const runKeysAndEndsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('runs')
      .addColumn('client_key', 'text')
      .addColumn('end_told_at', 'timestamptz')
      .execute()
    await sql`create unique index runs_one_per_client_key on runs (account_id, client_key)
      where client_key is not null`.execute(db)
    await sql`update runs set end_told_at = now() where state in ('done', 'stopped')`.execute(db)
  },
}
