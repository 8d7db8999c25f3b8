import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cachedRevocationStore, fileRevocationStore } from './revocation'

const dir = () => mkdtempSync(path.join(tmpdir(), 'studio-revocation-log-'))
const hour = () => Date.now() + 3_600_000

/** A log of `count` sign-outs, as earlier runs would have left it. */
function seed(file: string, count: number, until: (i: number) => number) {
  const lines: string[] = []
  for (let i = 0; i < count; i++) lines.push(`sid-${i} ${until(i)}\n`)
  writeFileSync(file, lines.join(''), { mode: 0o600 })
}

describe('the sign-out log', () => {
  it('appends one line per sign-out instead of rewriting the file', async () => {
    const file = path.join(dir(), 'revoked.log')
    seed(file, 20_000, hour)
    const store = fileRevocationStore(file)
    expect(await store.isRevoked('sid-19999')).toBe(true)
    const before = statSync(file)
    const until = hour()
    await store.revoke('new-sid', until)
    const after = statSync(file)
    expect(after.ino).toBe(before.ino)
    expect(after.size - before.size).toBe(Buffer.byteLength(`new-sid ${until}\n`))
    expect(await store.isRevoked('new-sid')).toBe(true)
  })

  it('drops expired sign-outs when it compacts, keeping the live ones', async () => {
    const file = path.join(dir(), 'revoked.log')
    seed(file, 1000, (i) => (i % 2 ? Date.now() - 1000 : hour()))
    const store = fileRevocationStore(file)
    await store.compact()
    const lines = readFileSync(file, 'utf8').trim().split('\n')
    expect(lines).toHaveLength(500)
    expect(await store.isRevoked('sid-0')).toBe(true)
    expect(await store.isRevoked('sid-1')).toBe(false)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readdirSync(path.dirname(file))).toEqual(['revoked.log'])
  })

  it('compacts by itself once the log has doubled, after the sign-out was answered', async () => {
    const file = path.join(dir(), 'revoked.log')
    seed(file, 300, () => Date.now() - 1000) // all expired
    const store = fileRevocationStore(file, { compactSlackLines: 100 })
    await store.revoke('live', hour())
    await store.settled()
    expect(readFileSync(file, 'utf8').trim().split('\n')).toEqual([
      expect.stringMatching(/^live \d+$/),
    ])
    expect(await store.isRevoked('live')).toBe(true)
  })

  it('is seen by another instance, across its compaction too', async () => {
    const file = path.join(dir(), 'revoked.log')
    const one = fileRevocationStore(file, { compactSlackLines: 10 })
    const other = fileRevocationStore(file)
    await one.revoke('a', hour())
    expect(await other.isRevoked('a')).toBe(true)
    for (let i = 0; i < 20; i++) await one.revoke(`b${i}`, Date.now() + (i < 15 ? 1 : 60_000))
    await one.settled()
    await one.compact()
    await other.revoke('c', hour())
    expect(await other.isRevoked('a')).toBe(true)
    expect(await other.isRevoked('b19')).toBe(true)
    expect(await one.isRevoked('c')).toBe(true)
  })

  it('drops a corrupt line and keeps the rest', async () => {
    const file = path.join(dir(), 'revoked.log')
    writeFileSync(file, `ok-1 ${hour()}\n<html>\nbad line here\nok-2 ${hour()}\n`)
    const store = fileRevocationStore(file)
    expect(await store.isRevoked('ok-1')).toBe(true)
    expect(await store.isRevoked('ok-2')).toBe(true)
  })

  it('carries over the sign-outs of the earlier JSON file', async () => {
    const folder = dir()
    const legacy = path.join(folder, 'revoked-sessions.json')
    writeFileSync(legacy, JSON.stringify({ old: hour(), gone: Date.now() - 1 }))
    const store = fileRevocationStore(path.join(folder, 'revoked.log'), { legacyJsonFile: legacy })
    expect(await store.isRevoked('old')).toBe(true)
    expect(await store.isRevoked('gone')).toBe(false)
    expect(readdirSync(folder).sort()).toEqual(['revoked-sessions.json.imported', 'revoked.log'])
  })

  it('fails with a 503 in words when the log cannot be written', async () => {
    const blocker = path.join(dir(), 'a-file')
    writeFileSync(blocker, '')
    // A folder that is a file: not writable, even for root.
    const store = cachedRevocationStore(fileRevocationStore(path.join(blocker, 'revoked.log')))
    await expect(store.revoke('x', hour())).rejects.toMatchObject({
      status: 503,
      code: 'session_store_unavailable',
      message: expect.stringMatching(/cannot check sign-ins/),
    })
  })
})
