import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort, startEmbedded, type TestDatabase } from '@/lib/test/databases'

/** The database's place in an instance's life: asked by `/api/ready`, closed at shutdown. */
let server: TestDatabase

beforeAll(async () => {
  server = await startEmbedded()
})
afterAll(() => server?.stop())
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('media-studio.workspace-database')]
  if (globalThis.mediaStudioShutdown) {
    globalThis.mediaStudioShutdown.draining = false
    globalThis.mediaStudioShutdown.closers = []
  }
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function withDatabase(url: string | undefined) {
  vi.resetModules()
  vi.stubEnv('DATABASE_URL', url)
  const { READINESS_CHECKS } = await import('../readiness')
  const check = READINESS_CHECKS.find((c) => c.name === 'database')!
  return { check, database: await import('./database'), shutdown: await import('../shutdown') }
}

describe('the workspace database in readiness and shutdown', () => {
  it('is ready when the database answers', async () => {
    const { check } = await withDatabase(server.url)
    await expect(check.probe()).resolves.toBeUndefined()
  })

  it('is not ready when the configured database does not answer', async () => {
    const { check } = await withDatabase(`postgresql://x@127.0.0.1:${await freePort()}/x`)
    await expect(check.probe()).rejects.toThrow()
  })

  it('does not hold readiness back when the instance runs without a database, and says so', async () => {
    const { check } = await withDatabase(undefined)
    const { readiness } = await import('../readiness')
    expect(await readiness([check], 1000)).toEqual({
      ready: true,
      checks: { database: 'degraded: the studio was started without its database' },
    })
  })

  it.each([
    ['not configured', () => undefined, 'not-configured'],
    ['answering', () => server.url, 'reachable'],
    ['not answering', async () => `postgresql://x@127.0.0.1:${await freePort()}/x`, 'unreachable'],
  ])('tells readiness the workspace is %s', async (_, url, word) => {
    const { database } = await withDatabase(await url())
    expect(await database.workspaceReachability()).toBe(word)
  })

  it('closes its pool at shutdown, once, after the requests in flight', async () => {
    const { database, shutdown } = await withDatabase(server.url)
    expect(await database.pingDatabase()).toBe(true)
    expect(await database.pingDatabase()).toBe(true)
    const names = globalThis.mediaStudioShutdown!.closers.map((c) => c.name)
    expect(names.filter((name) => name === 'workspace database')).toHaveLength(1)
    await shutdown.drain(0, () => undefined)
    const { db } = await database.workspaceDatabase()
    await expect(sql`select 1`.execute(db)).rejects.toThrow()
  })
})
