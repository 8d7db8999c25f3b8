import { afterEach, describe, expect, it } from 'vitest'
import { readiness, READINESS_CHECKS, type ReadinessCheck } from './readiness'

const ok: ReadinessCheck = { name: 'service', probe: async () => undefined }
const down: ReadinessCheck = {
  name: 'revocation_store',
  probe: async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:6379 (redis://:hunter2@10.0.0.7)')
  },
}
const silent: ReadinessCheck = { name: 'database', probe: () => new Promise(() => undefined) }

afterEach(() => {
  if (globalThis.mediaStudioShutdown) globalThis.mediaStudioShutdown.draining = false
})

describe('readiness', () => {
  it('lists the service, the revocation store and the database by name', () => {
    expect(READINESS_CHECKS.map((check) => check.name)).toEqual([
      'service',
      'revocation_store',
      'database',
    ])
  })

  it('is ready when every check answers', async () => {
    expect(await readiness([ok], 100)).toEqual({ ready: true, checks: { service: 'ok' } })
  })

  it('names a failing check without its reason, and one that never answers', async () => {
    const result = await readiness([ok, down, silent], 50)
    expect(result).toEqual({
      ready: false,
      checks: { service: 'ok', revocation_store: 'unreachable', database: 'unreachable' },
    })
    expect(JSON.stringify(result)).not.toMatch(/hunter2|10\.0\.0\.7|ECONNREFUSED/)
  })

  it('is not ready while the instance shuts down, even with every check fine', async () => {
    const { drain } = await import('./shutdown')
    await drain(0, () => undefined)
    expect((await readiness([ok], 100)).ready).toBe(false)
  })
})
