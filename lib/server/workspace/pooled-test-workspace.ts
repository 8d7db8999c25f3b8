import { afterAll, beforeAll } from 'vitest'
import { openWorkspaceDatabase, type WorkspaceDatabase } from './database'
import type { TestDatabase, workspaceBackends } from '@/lib/test/databases'

type Backend = ReturnType<typeof workspaceBackends>[number]

/**
 * A fresh workspace database on `backend` for one `describe` block, on a pool of `poolSize`
 * connections (the concurrency tests' writers run at once on it): opened before its tests,
 * closed after. Read it inside a test: `workspace().db`.
 */
export function pooledWorkspace(backend: Backend, poolSize = 10): () => WorkspaceDatabase {
  let server: TestDatabase | undefined
  let database: WorkspaceDatabase | undefined
  beforeAll(async () => {
    server = await backend.start()
    database = openWorkspaceDatabase(await backend.fresh(server.url), { poolSize })
    await database.ready()
  }, 120_000)
  afterAll(async () => {
    await database?.close()
    await server?.stop()
  })
  return () => {
    if (!database) throw new Error('The workspace database is not open yet.')
    return database
  }
}
