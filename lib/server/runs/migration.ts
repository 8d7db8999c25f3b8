import { sql, type Kysely, type Migration } from 'kysely'

/** The runs' tables (lib/server/runs/tables.ts): one step of the workspace's migrations. */
export const runsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('runs')
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('run_id', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('rate_group', 'text', (c) => c.notNull())
      .addColumn('layout', 'jsonb', (c) => c.notNull())
      .addColumn('total_credits', 'integer', (c) => c.notNull())
      .addColumn('sealed_key', 'text')
      .addColumn('not_before', 'timestamptz')
      .addColumn('rate_limit', 'integer')
      .addColumn('next_start_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('runs_pk', ['account_id', 'run_id'])
      .execute()
    await db.schema
      .createIndex('runs_by_state')
      .on('runs')
      .columns(['state', 'account_id'])
      .execute()
    await db.schema.createIndex('runs_by_session').on('runs').column('session_id').execute()
    await db.schema
      .createTable('run_items')
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('run_id', 'text', (c) => c.notNull())
      .addColumn('item_index', 'integer', (c) => c.notNull())
      .addColumn('row_index', 'integer', (c) => c.notNull())
      .addColumn('column_index', 'integer', (c) => c.notNull())
      .addColumn('copy', 'integer', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('prompt', 'text', (c) => c.notNull())
      .addColumn('body', 'jsonb', (c) => c.notNull())
      .addColumn('cost', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('waiting'))
      .addColumn('submission_key', 'text')
      .addColumn('sent_at', 'timestamptz')
      .addColumn('job_id', 'text')
      .addColumn('reason', 'text')
      .addColumn('finished_at', 'timestamptz')
      .addPrimaryKeyConstraint('run_items_pk', ['account_id', 'run_id', 'item_index'])
      .addForeignKeyConstraint(
        'run_items_run_fk',
        ['account_id', 'run_id'],
        'runs',
        ['account_id', 'run_id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute()
    // One job, one item: a job the history shows is never given to two items.
    await sql`create unique index run_items_one_job on run_items (account_id, job_id) where job_id is not null`.execute(
      db,
    )
    await db.schema
      .createIndex('run_items_by_state')
      .on('run_items')
      .columns(['account_id', 'run_id', 'state', 'item_index'])
      .execute()
    await db.schema
      .createTable('rate_starts')
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('rate_group', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute()
    await db.schema
      .createIndex('rate_starts_recent')
      .on('rate_starts')
      .columns(['account_id', 'rate_group', 'sent_at'])
      .execute()
  },
}
