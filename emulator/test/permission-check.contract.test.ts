import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routePath, type RouteId } from '@/lib/api/routes'
import { DEMO_KEYS, DEMO_USERS, startTestEmulator, type TestEmulator } from './harness'

// The studio's free permission check (docs/decisions.md §D29): an empty body on each start route
// group. It must never start a job nor spend a credit, whatever the key holds, and a key lacking a
// scope must be told apart by its 403 (docs/service-contract.md §5.5, §7).

// The same three routes and body as lib/permissions/key-permissions.ts (the emulator shares only
// the contract with the studio, so they are written here again).
const CHECK_ROUTES = [
  'v1_media_generate',
  'v1_music_generate',
  'v1_dialogue_generate',
] as const satisfies readonly RouteId[]
const CHECK_BODY = {}

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(() => emu.stop())

async function ledger(key: string) {
  const balance = await emu.request('GET', '/v1/balance', { key })
  const history = await emu.request('GET', '/v1/generations?limit=100', { key })
  return { credits: balance.body.credits, jobs: history.body.generations.length }
}

async function check(key: string) {
  return Promise.all(
    CHECK_ROUTES.map(async (route) => {
      const res = await emu.request('POST', routePath(route), { key, json: CHECK_BODY })
      return { route, status: res.status, body: res.body }
    }),
  )
}

describe('the free permission check', () => {
  it('with every scope: a 400 on each route, nothing started, nothing spent', async () => {
    const before = await ledger(DEMO_KEYS.creator)
    const answers = await check(DEMO_KEYS.creator)
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400])
    expect(await ledger(DEMO_KEYS.creator)).toEqual(before)
  })

  it('with read scopes only: a 403 naming each missing scope, nothing started', async () => {
    const before = await ledger(DEMO_KEYS.readonly)
    const answers = await check(DEMO_KEYS.readonly)
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403])
    expect(answers.map((a) => a.body.detail)).toEqual([
      'Insufficient permissions: generate:media required',
      'Insufficient permissions: generate:music required',
      'Insufficient permissions: generate:speech required',
    ])
    expect(await ledger(DEMO_KEYS.readonly)).toEqual(before)
  })

  it('a key with music only is told apart: speech stays open, images do not', async () => {
    emu.addKey('sk_live_test_music_only', DEMO_USERS.creator, [
      'generate:music',
      'read:balance',
      'read:generations',
    ])
    const answers = await check('sk_live_test_music_only')
    expect(answers.map((a) => a.status)).toEqual([403, 400, 400])
    expect(answers[0]!.body.detail).toBe('Insufficient permissions: generate:media required')
  })
})
