import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES, SCOPES, type RouteDef } from '@/lib/api/routes'
import { DEMO_USERS } from '../store/seed-accounts'
import { DEMO_KEYS, startTestEmulator, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(() => emu.stop())

const concretePath = (route: RouteDef) => route.path.replace(/\{\w+\}/g, 'abc123')

describe('authentication (docs/service-contract.md §5)', () => {
  it('missing key: 401 {"detail":"API key missing"}', async () => {
    const res = await emu.request('GET', '/v1/balance', { key: null })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'API key missing' })
  })

  it.each(['sk_live_unknown', DEMO_KEYS.revoked, ''])(
    'unknown or revoked key %j: 401',
    async (key) => {
      const res = await emu.request('GET', '/v1/balance', {
        key: null,
        headers: { 'X-API-Key': key },
      })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ detail: key ? 'Invalid or revoked API key' : 'API key missing' })
    },
  )

  it('accepts Authorization: Bearer', async () => {
    const res = await emu.request('GET', '/v1/balance', {
      key: null,
      headers: { Authorization: `Bearer ${DEMO_KEYS.creator}` },
    })
    expect(res.status).toBe(200)
  })

  it('rejects two different keys in the two headers', async () => {
    const res = await emu.request('GET', '/v1/balance', {
      headers: { Authorization: `Bearer ${DEMO_KEYS.empty}` },
    })
    expect(res.status).toBe(401)
  })

  it.each(['api_key', 'key', 'x-api-key'])(
    'never accepts a key in the query string (%s)',
    async (name) => {
      const res = await emu.request('GET', `/v1/balance?${name}=${DEMO_KEYS.creator}`, {
        key: null,
      })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ detail: 'API key missing' })
    },
  )
})

describe('scope table (docs/service-contract.md §5.6): every route with a key lacking its scope', () => {
  beforeAll(() => {
    for (const route of ROUTES) {
      const scopes = SCOPES.filter((s) => !route.scopes.includes(s))
      emu.addKey(`sk_live_test_without_${route.id}`, DEMO_USERS.creator, scopes)
      emu.addKey(`sk_live_test_only_${route.id}`, DEMO_USERS.creator, [
        route.scopes[route.scopes.length - 1]!,
      ])
    }
  })

  it.each(ROUTES.map((r) => [r.id, r] as const))('%s: 403 missing_scope', async (_id, route) => {
    const res = await emu.request(route.method, concretePath(route), {
      key: `sk_live_test_without_${route.id}`,
      json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({
      detail: `Insufficient permissions: ${route.scopes[0]} required`,
      error: 'missing_scope',
    })
  })

  it.each(ROUTES.map((r) => [r.id, r] as const))(
    '%s: its scope alone passes auth',
    async (_id, route) => {
      const res = await emu.request(route.method, concretePath(route), {
        key: `sk_live_test_only_${route.id}`,
        json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      })
      expect([401, 403]).not.toContain(res.status)
      expect(res.status).not.toBe(422)
    },
  )

  it('the read-only demo key can read but not generate', async () => {
    expect((await emu.request('GET', '/v1/generations', { key: DEMO_KEYS.readonly })).status).toBe(
      200,
    )
    expect((await emu.request('GET', '/v1/balance', { key: DEMO_KEYS.readonly })).status).toBe(200)
    const res = await emu.request('POST', '/v1/generate/media', {
      key: DEMO_KEYS.readonly,
      json: { model: 'nano-banana', prompt: 'x' },
    })
    expect(res.status).toBe(403)
    expect(res.body.detail).toBe('Insufficient permissions: generate:media required')
  })
})
