import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbedded, type TestDatabase } from '@/lib/test/databases'
import { callStudioRoute, sessionCookieOf } from '@/lib/test/studio-route-call'

// One account's slow requests and another's read, through the workspace's route kit on the
// embedded database, with a pool of four connections (a share of one each).
process.env.SESSION_SECRET = 's'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-share-'))
process.env.DATABASE_POOL_SIZE = '4'
const server: TestDatabase = await startEmbedded()
process.env.DATABASE_URL = server.url

const { studioRoute } = await import('@/lib/server/workspace/route-kit')
const jobs = await import('./jobs/route')

afterAll(async () => {
  const { workspaceDatabase } = await import('@/lib/server/workspace/database')
  await (await workspaceDatabase()).close()
  await server.stop()
})

/** A workspace request that keeps its connection busy for `seconds` (a long search). */
const slow = (seconds: number) => (request: Request) =>
  studioRoute(request, {}, async ({ db }) => {
    await sql`select pg_sleep(${seconds})`.execute(db)
    return { slept: seconds }
  })

describe("one account's share of the workspace's connections", () => {
  it('answers another account while one has six slow requests going', async () => {
    const heavy = await sessionCookieOf('sk_live_share_heavy')
    const other = await sessionCookieOf('sk_live_share_other')
    await callStudioRoute(jobs.GET, 'GET', { cookie: other }) // the schema, made once
    const order: string[] = []
    const slowOnes = Array.from({ length: 6 }, () =>
      callStudioRoute(slow(0.4), 'GET', { cookie: heavy }).then((answer) => {
        order.push('slow')
        return answer.status
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const read = await callStudioRoute(jobs.GET, 'GET', { cookie: other })
    order.push('other')
    expect(read.status).toBe(200)
    // Its read came back before any of the slow ones: none held its connection.
    expect(order[0]).toBe('other')
    expect(await Promise.all(slowOnes)).toEqual([200, 200, 200, 200, 200, 200])
  })
})

describe('a statement past the time the workspace allows one request', () => {
  it('is ended by the server and answered in words, and the connection serves the next', async () => {
    const cookie = await sessionCookieOf('sk_live_share_slow')
    const tooSlow = (request: Request) =>
      studioRoute(request, {}, ({ db }) =>
        db.transaction().execute(async (trx) => {
          await sql`set local statement_timeout = 50`.execute(trx)
          await sql`select pg_sleep(2)`.execute(trx)
        }),
      )
    const answer = await callStudioRoute(tooSlow, 'GET', { cookie })
    expect(answer.status).toBe(503)
    expect(answer.json).toMatchObject({
      error: 'workspace_unavailable',
      message: expect.stringContaining('took longer than the workspace allows one request'),
    })
    expect((await callStudioRoute(jobs.GET, 'GET', { cookie })).status).toBe(200)
  })
})
