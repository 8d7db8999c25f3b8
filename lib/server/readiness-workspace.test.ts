import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startEmbedded, type TestDatabase } from '@/lib/test/databases'

// The workspace check asks the studio's own tables, not `select 1`: a server on the configured
// port that answers without them (another database) serves no workspace route.
let server: TestDatabase
const HOLDER = Symbol.for('media-studio.workspace-database')

beforeAll(async () => {
  server = await startEmbedded()
  vi.stubEnv('DATABASE_URL', server.url)
  vi.stubEnv('STUDIO_EMBEDDED_DATABASE', '1')
})
afterAll(async () => {
  const holder = globalThis as Record<symbol, { close(): Promise<void> } | undefined>
  await holder[HOLDER]?.close()
  delete holder[HOLDER]
  vi.unstubAllEnvs()
  await server?.stop()
})

describe('the workspace database in readiness', () => {
  it('is ok once its tables answer, and degraded in words once they do not', async () => {
    const { READINESS_CHECKS, readiness } = await import('./readiness')
    const check = READINESS_CHECKS.find((c) => c.name === 'database')!
    expect((await readiness([check], 5000)).checks).toEqual({ database: 'ok' })

    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    await client.query('drop table tracked_jobs')
    await client.end()
    expect(await readiness([check], 5000)).toEqual({
      ready: true,
      checks: { database: 'degraded: its tables cannot be read' },
    })
  })
})
