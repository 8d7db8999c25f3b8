import type { Kysely, Migration } from 'kysely'

/**
 * A run's kind (lib/api/run-kinds.ts): which start route its items go to and which job kind
 * follows what they make. Every run made before there were others sent images or videos.
 */
export const runKindsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('runs')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('media'))
      .execute()
  },
}
