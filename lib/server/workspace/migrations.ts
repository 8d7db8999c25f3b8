import { Migrator, sql, type Kysely, type Migration } from 'kysely'
import { searchIndexStep } from './search-migration'
import { runsMigration } from '../runs/migration'
import { runKeysAndEndsMigration } from '../runs/migration-keys-and-ends'
import { runKindsMigration } from '../runs/migration-kinds'

/**
 * The studio's schema, one forward-only step at a time, the same on the embedded database and on
 * a real PostgreSQL. A step is never edited once released: a change is a new step. Names sort
 * in the order they run.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_jobs_and_lineage': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tracked_jobs')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('job_id', 'text', (c) => c.notNull())
        .addColumn('body', 'jsonb', (c) => c.notNull())
        .addColumn('settled', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('tracked_jobs_pk', ['account_id', 'job_id'])
        .execute()
      await db.schema
        .createTable('pending_submissions')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('submission_key', 'text', (c) => c.notNull())
        .addColumn('body', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('pending_submissions_pk', ['account_id', 'submission_key'])
        .execute()
      await db.schema
        .createTable('lineage')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('output_id', 'text', (c) => c.notNull())
        .addColumn('output_kind', 'text', (c) => c.notNull())
        .addColumn('source_id', 'text', (c) => c.notNull())
        .addColumn('source_kind', 'text', (c) => c.notNull())
        .addColumn('source_label', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('lineage_pk', ['account_id', 'output_id', 'source_id'])
        .execute()
    },
  },
  '0002_drafts_and_announcements': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('drafts')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('draft_id', 'text', (c) => c.notNull())
        .addColumn('body', 'jsonb', (c) => c.notNull())
        .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('drafts_pk', ['account_id', 'draft_id'])
        .execute()
      await db.schema
        .createTable('announced_questions')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('question_id', 'text', (c) => c.notNull())
        .addColumn('mark', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('announced_questions_pk', ['account_id', 'question_id', 'mark'])
        .execute()
    },
  },
  '0003_prompt_history_and_presets': {
    async up(db: Kysely<unknown>) {
      // Prompts are rows of their own, never read from outputs: deleting an output keeps them.
      await db.schema
        .createTable('prompt_history')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('entry_id', 'text', (c) => c.notNull())
        .addColumn('form', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('prompt', 'text', (c) => c.notNull())
        .addColumn('options', 'jsonb', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .addPrimaryKeyConstraint('prompt_history_pk', ['account_id', 'entry_id'])
        .execute()
      await db.schema
        .createIndex('prompt_history_newest')
        .on('prompt_history')
        .columns(['account_id', 'sent_at desc', 'entry_id desc'])
        .execute()
      await db.schema
        .createTable('presets')
        .addColumn('preset_id', 'text', (c) => c.primaryKey())
        .addColumn('owner_account', 'text', (c) => c.notNull())
        .addColumn('team_id', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('form', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('prompt', 'text', (c) => c.notNull())
        .addColumn('options', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('presets_name_per_owner', ['owner_account', 'name'])
        .execute()
      await db.schema.createIndex('presets_team').on('presets').column('team_id').execute()
    },
  },
  '0004_stars_and_boards': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('stars')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('output_kind', 'text', (c) => c.notNull())
        .addColumn('output_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('stars_pk', ['account_id', 'output_kind', 'output_id'])
        .execute()
      await db.schema
        .createTable('boards')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('board_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('boards_pk', ['account_id', 'board_id'])
        .execute()
      await db.schema
        .createTable('board_items')
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('board_id', 'text', (c) => c.notNull())
        .addColumn('output_kind', 'text', (c) => c.notNull())
        .addColumn('output_id', 'text', (c) => c.notNull())
        .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('board_items_pk', [
          'account_id',
          'board_id',
          'output_kind',
          'output_id',
        ])
        .addForeignKeyConstraint(
          'board_items_board_fk',
          ['account_id', 'board_id'],
          'boards',
          ['account_id', 'board_id'],
          (fk) => fk.onDelete('cascade'),
        )
        .execute()
    },
  },
  '0005_search_index_and_server_dates': {
    async up(db: Kysely<unknown>) {
      // The prompt history is searched by any words of a prompt (`ilike '%words%'`): a trigram
      // index finds them without reading every prompt, where the server has pg_trgm
      // (PostgreSQL's contrib; the embedded server has it). A server without it, or a user not
      // allowed to add it, searches without: bounded by the history's bytes and the statement
      // timeout (docs/architecture.md, "The server workspace").
      await sql`do $$ begin
          create extension if not exists pg_trgm;
          create index if not exists prompt_history_words
            on prompt_history using gin (prompt gin_trgm_ops);
        exception when others then
          raise notice 'the prompt history is searched without an index: %', sqlerrm;
        end $$`.execute(db)
      // Dates a browser set ahead of the server's clock (server-clock.ts: 5 minutes) are
      // dated now, as a write of them would be from now on.
      await sql`update prompt_history set sent_at = now()
        where sent_at > now() + interval '5 minutes'`.execute(db)
      await sql`update drafts set saved_at = now()
        where saved_at > now() + interval '5 minutes'`.execute(db)
    },
  },
  // docs/search.md: what the account made, its tags and ratings, and what the
  // reads that filled the index prove of its history.
  '0006_search_index': { up: searchIndexStep },
  // Runs (lib/server/runs/migration.ts): runs, run_items and rate_starts.
  '0007_runs': runsMigration,
  // A run's request key (one run per key) and when its end was told (lib/server/runs/run-ends.ts).
  '0008_run_keys_and_ends': runKeysAndEndsMigration,
  // A run's kind: images or videos, music or speech (lib/api/run-kinds.ts).
  '0009_run_kinds': runKindsMigration,
}

/** Runs the steps not yet applied (up to `target`, by default all); throws in words on failure. */
export async function migrate(db: Kysely<unknown>, target?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: 'studio_migrations',
    migrationLockTableName: 'studio_migrations_lock',
  })
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `The studio's database could not be migrated${failed ? ` (${failed})` : ''}: ${reason}`,
    )
  }
}
