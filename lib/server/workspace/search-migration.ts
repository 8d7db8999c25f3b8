import { sql, type Kysely } from 'kysely'

/**
 * The search index's tables (docs/search.md). A result's words are weighed in
 * one `tsvector` the database keeps itself (prompt first, then titles, lyrics and scene prompts,
 * then the model's and kind's names), searched through a GIN index. Partial words inside a word
 * ("house" in "lighthouse") use pg_trgm where the server has it: the step tries to add it and
 * goes on without (a word's start still matches, through the `tsvector`).
 */
export async function searchIndexStep(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table search_items (
      account_id text not null,
      job_kind text not null,
      item_id text not null,
      result_kinds text[] not null default '{}',
      model text,
      family text,
      model_name text not null default '',
      status text not null default '',
      generation_type text,
      created_at timestamptz not null default now(),
      dated boolean not null default false,
      prompt text not null default '',
      details text not null default '',
      meta text not null default '',
      record jsonb not null,
      record_rank smallint not null default 0,
      indexed_at timestamptz not null default now(),
      doc tsvector generated always as (
        setweight(to_tsvector('english'::regconfig, prompt), 'A') ||
        setweight(to_tsvector('english'::regconfig, details), 'B') ||
        setweight(to_tsvector('simple'::regconfig, meta), 'D')
      ) stored,
      constraint search_items_pk primary key (account_id, job_kind, item_id)
    )`.execute(db)
  await sql`create index search_items_newest on search_items
    (account_id, created_at desc, job_kind desc, item_id desc)`.execute(db)
  await sql`create index search_items_by_id on search_items (account_id, item_id)`.execute(db)
  await sql`create index search_items_doc on search_items using gin (doc)`.execute(db)
  // In a block of its own: a server without the extension, or a role that may not add it,
  // leaves the step (and its transaction) whole.
  await sql`
    do $$ begin
      create extension if not exists pg_trgm;
    exception when others then
      raise notice 'pg_trgm is not available: partial words match from their start only';
    end $$`.execute(db)
  await sql`
    do $$ begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        execute 'create index search_items_words on search_items using gin '
          '((lower(prompt || '' '' || details || '' '' || meta)) gin_trgm_ops)';
      end if;
    end $$`.execute(db)

  await db.schema
    .createTable('result_tags')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('job_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('result_tags_pk', ['account_id', 'job_kind', 'item_id', 'tag'])
    .execute()
  await db.schema
    .createIndex('result_tags_by_tag')
    .on('result_tags')
    .columns(['account_id', 'tag'])
    .execute()
  await db.schema
    .createTable('result_ratings')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('job_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('rated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('result_ratings_pk', ['account_id', 'job_kind', 'item_id'])
    .execute()
  await db.schema
    .createTable('search_coverage')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('slice', 'text', (c) => c.notNull())
    .addColumn('proven_from', 'timestamptz')
    .addColumn('proven_to', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('search_coverage_pk', ['account_id', 'slice'])
    .execute()
  // An account whose index has lost its oldest to its bounds (search-index.ts).
  await db.schema
    .createTable('search_trims')
    .addColumn('account_id', 'text', (c) => c.primaryKey())
    .addColumn('trimmed_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('search_budget')
    .addColumn('account_id', 'text', (c) => c.primaryKey())
    .addColumn('tokens', 'double precision', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('paused_until', 'timestamptz')
    .execute()
}
