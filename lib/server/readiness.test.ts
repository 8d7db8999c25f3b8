import { afterEach, describe, expect, it } from 'vitest'
import {
  NotAnswering,
  readiness,
  READINESS_CHECKS,
  sharedRounds,
  type ReadinessCheck,
} from './readiness'

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

describe('the workspace in readiness', () => {
  const workspace = (probe: ReadinessCheck['probe']): ReadinessCheck => ({
    name: 'database',
    probe,
    optional: true,
  })

  it('shows a missing workspace as degraded in words, and the instance stays ready', async () => {
    const missing = workspace(async () => {
      throw new NotAnswering('the studio was started without its database')
    })
    expect(await readiness([ok, missing], 100)).toEqual({
      ready: true,
      checks: { service: 'ok', database: 'degraded: the studio was started without its database' },
    })
  })

  it('never reads ok for a workspace that fails or does not answer in time', async () => {
    const result = await readiness(
      [ok, workspace(down.probe), { ...silent, name: 'other', optional: true }],
      50,
    )
    expect(result).toEqual({
      ready: true,
      checks: {
        service: 'ok',
        database: 'degraded: it cannot be reached',
        other: 'degraded: no answer in time',
      },
    })
  })

  it('is decided by the service and the revocation store, not the workspace', () => {
    const optional = READINESS_CHECKS.filter((check) => check.optional).map((check) => check.name)
    expect(optional).toEqual(['database'])
  })
})

describe('readiness under a flood of calls', () => {
  const counted = (ms = 0) => {
    const check = {
      name: 'service',
      calls: 0,
      probe: async () => {
        check.calls += 1
        await new Promise((resolve) => setTimeout(resolve, ms))
      },
    }
    return check
  }

  it('asks each dependency once for calls at the same moment, and not again within the cache time', async () => {
    const check = counted(20)
    const ask = sharedRounds([check], 200)
    const answers = await Promise.all(Array.from({ length: 500 }, () => ask()))
    expect(answers.every((answer) => answer.ready)).toBe(true)
    expect(check.calls).toBe(1)
    await ask()
    expect(check.calls).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 250))
    await ask()
    expect(check.calls).toBe(2)
  })

  it('keeps one probe of a dependency that hangs, however many rounds time out on it', async () => {
    const hanging = {
      name: 'service',
      calls: 0,
      probe: () => ((hanging.calls += 1), new Promise<void>(() => undefined)),
    }
    for (let round = 0; round < 5; round++) {
      expect((await readiness([hanging], 10)).checks.service).toBe('unreachable')
    }
    expect(hanging.calls).toBe(1)
  })

  it('reads draining fresh from a cached answer', async () => {
    const ask = sharedRounds([counted()], 60_000)
    expect((await ask()).ready).toBe(true)
    globalThis.mediaStudioShutdown!.draining = true
    expect((await ask()).ready).toBe(false)
  })
})
