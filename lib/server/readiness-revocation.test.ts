import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'

// A sign-out log the studio can read but not write (a volume mounted read-only, a file of another
// owner): Node's own append fails as it would there. Tests run as root, where modes do not stop a
// write, so the failure is made at the call.
const fs = vi.hoisted(() => ({ readOnly: false }))
vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof import('node:fs/promises')>()
  const appendFile: typeof real.appendFile = (...args) =>
    fs.readOnly
      ? Promise.reject(Object.assign(new Error('read-only file system'), { code: 'EROFS' }))
      : real.appendFile(...args)
  return { ...real, default: { ...real, appendFile }, appendFile }
})

process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-readiness-revocation-'))
const { READINESS_CHECKS, readiness } = await import('./readiness')
const { getRevocationStore } = await import('./revocation')
const check = READINESS_CHECKS.find((c) => c.name === 'revocation_store')!

beforeEach(() => {
  fs.readOnly = false
})

describe('the sign-out store in readiness', () => {
  it('is ok when a sign-out can be recorded', async () => {
    expect(await readiness([check], 1000)).toEqual({
      ready: true,
      checks: { revocation_store: 'ok' },
    })
  })

  it('is not ready, in words, when the log can be read but not written', async () => {
    fs.readOnly = true
    // What every sign-out meets meanwhile:
    await expect(getRevocationStore().revoke('sid-x', Date.now() + 60_000)).rejects.toMatchObject({
      code: 'session_store_unavailable',
    })
    expect(await getRevocationStore().isRevoked('sid-y')).toBe(false)
    expect(await readiness([check], 1000)).toEqual({
      ready: false,
      checks: { revocation_store: 'sign-outs cannot be recorded' },
    })
  })
})
