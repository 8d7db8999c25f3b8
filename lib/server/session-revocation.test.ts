import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Sign-out ends the session on every instance, and a copied cookie dies within the
// hour unless it is in use.
process.env.SESSION_SECRET = 'r'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-revocation-'))

const session = await import('./session')
const { fileRevocationStore, redisRevocationStore, cachedRevocationStore } =
  await import('./revocation')
const { newSession, sealSession, unsealSession, activeSession, revokeSession, renewalCookie } =
  session

describe('short-lived cookies renewed while in use', () => {
  it('keeps a fresh seal as it is', async () => {
    expect(await renewalCookie(newSession('sk_live_a'), false)).toBeNull()
  })

  it('reseals a cookie in use once it is ten minutes old, with the same session id', async () => {
    const data = newSession('sk_live_a')
    const later = data.iat + session.RENEW_AFTER_MS + 1
    const cookie = await renewalCookie(data, false, later)
    expect(cookie).toMatch(/^media_studio_session=[^;]+; .*Max-Age=3600/)
    const renewed = await unsealSession(cookie!.split(';')[0]!.split('=').slice(1).join('='))
    expect(renewed).toMatchObject({ sid: data.sid, iat: later, connectedAt: data.connectedAt })
  })

  it('refuses a seal older than an hour (a copied cookie left unused)', async () => {
    const data = newSession('sk_live_a')
    const sealed = await sealSession(data)
    const realNow = Date.now
    Date.now = () => realNow() + (session.TTL_SECONDS + 120) * 1000
    try {
      expect(await unsealSession(sealed)).toBeNull()
    } finally {
      Date.now = realNow
    }
  })

  it('stops renewing at the end of the session', async () => {
    const data = { ...newSession('sk_live_a'), connectedAt: '2020-01-01T00:00:00Z' }
    expect(await renewalCookie(data, false, Date.now() + session.RENEW_AFTER_MS * 2)).toBeNull()
    expect(await unsealSession(await sealSession(data))).toBeNull()
  })
})

describe('sign-out through the file store (instances sharing the data folder)', () => {
  it('ends every copy of the cookie', async () => {
    const data = newSession('sk_live_signed_out')
    const sealed = await sealSession(data)
    expect(await activeSession(sealed)).toMatchObject({ sid: data.sid })
    await revokeSession(data)
    expect(await activeSession(sealed)).toBeNull()
  })

  it('counts at once in every bundle of this process (the App Router and the proxy route)', async () => {
    const data = newSession('sk_live_two_bundles')
    const sealed = await sealSession(data)
    // Next loads the session module once per bundle: a second copy of the modules stands for it.
    vi.resetModules()
    const proxyBundle = await import('./session')
    expect(await proxyBundle.activeSession(sealed)).toMatchObject({ sid: data.sid })
    await revokeSession(data)
    expect(await proxyBundle.activeSession(sealed)).toBeNull()
  })

  it('is seen by another instance reading the same file', async () => {
    const file = path.join(process.env.STUDIO_DATA_DIR!, 'shared.json')
    const first = fileRevocationStore(file)
    const second = cachedRevocationStore(fileRevocationStore(file))
    expect(await second.isRevoked('s-1')).toBe(false)
    await first.revoke('s-1', Date.now() + 60_000)
    await new Promise((r) => setTimeout(r, 2100)) // the other instance's "not revoked" cache
    expect(await second.isRevoked('s-1')).toBe(true)
    expect(await second.isRevoked('s-2')).toBe(false)
  })

  it('keeps the file readable by the studio only, with no temporary file left beside it', async () => {
    const dir = mkdtempSync(path.join(process.env.STUDIO_DATA_DIR!, 'private-'))
    const file = path.join(dir, 'revoked.log')
    const store = fileRevocationStore(file)
    await store.revoke('s-1', Date.now() + 60_000)
    await store.revoke('s-2', Date.now() + 60_000)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readdirSync(dir)).toEqual(['revoked.log'])
    // One line per sign-out (the file is a log now, no longer one JSON object rewritten whole).
    const sids = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[0])
    expect(sids).toEqual(['s-1', 's-2'])
  })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

async function waitForRedis(url: string) {
  const started = Date.now()
  for (;;) {
    const ready = await redisRevocationStore(url)
      .isRevoked('probe')
      .then(() => true)
      .catch(() => false)
    if (ready) return
    if (Date.now() - started > 10_000) throw new Error('redis-server did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
}

const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0
if (!hasRedis) {
  console.warn(
    'SKIPPED the Redis sign-out test: redis-server is not installed (apt-get install redis-server).',
  )
}

describe.skipIf(!hasRedis)(
  'sign-out through Redis (REDIS_URL), against a real redis-server',
  () => {
    let server: ChildProcess
    let url = ''

    beforeAll(async () => {
      const port = await freePort()
      server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'])
      url = `redis://127.0.0.1:${port}`
      await waitForRedis(url)
    })

    afterAll(() => {
      server?.kill()
    })

    it('a revocation by one instance is seen by another', async () => {
      const one = cachedRevocationStore(redisRevocationStore(url))
      const other = cachedRevocationStore(redisRevocationStore(url))
      expect(await other.isRevoked('sid-a')).toBe(false)
      await one.revoke('sid-a', Date.now() + 60_000)
      expect(await one.isRevoked('sid-a')).toBe(true)
      await new Promise((r) => setTimeout(r, 2100))
      expect(await other.isRevoked('sid-a')).toBe(true)
      expect(await other.isRevoked('sid-b')).toBe(false)
    })

    it('forgets a revocation once no copy of the cookie can be valid', async () => {
      const store = redisRevocationStore(url)
      await store.revoke('sid-short', Date.now() + 200)
      expect(await store.isRevoked('sid-short')).toBe(true)
      await new Promise((r) => setTimeout(r, 400))
      expect(await store.isRevoked('sid-short')).toBe(false)
    })

    it('answers 503 in words, quickly, once Redis stops', async () => {
      const port = await freePort()
      const own = spawn('redis-server', [
        '--port',
        String(port),
        '--save',
        '',
        '--appendonly',
        'no',
      ])
      try {
        const store = redisRevocationStore(`redis://127.0.0.1:${port}`, { timeoutMs: 300 })
        await waitForRedis(`redis://127.0.0.1:${port}`)
        await store.revoke('before-stop', Date.now() + 60_000)
        expect(await store.isRevoked('before-stop')).toBe(true)
        own.kill()
        await new Promise((r) => own.once('exit', r))
        const started = Date.now()
        const failures = await Promise.all([
          store.isRevoked('before-stop').catch((e: unknown) => e),
          store.revoke('after-stop', Date.now() + 60_000).catch((e: unknown) => e),
        ])
        for (const error of failures) {
          expect(error).toMatchObject({ status: 503, code: 'session_store_unavailable' })
          expect((error as Error).message).toMatch(/cannot check sign-ins/)
        }
        // Bounded by the store's own timeout, not by the client's reconnect queue (ratio, not ms).
        expect(Date.now() - started).toBeLessThan(300 * 10)
      } finally {
        own.kill()
      }
    })

    it('fails closed with a 503 in words when Redis is away', async () => {
      const store = redisRevocationStore('redis://127.0.0.1:1')
      await expect(store.isRevoked('x')).rejects.toMatchObject({
        status: 503,
        code: 'session_store_unavailable',
      })
    })
  },
)
