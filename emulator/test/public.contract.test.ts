import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Model, ModelsListResponse, POLL_SCHEDULE_SECONDS } from '@/lib/api'
import { ROUTES } from '@/lib/api/routes'
import { startTestEmulator, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(() => emu.stop())

describe('public discovery routes (no key)', () => {
  it('GET /health answers ok with CORS', async () => {
    const res = await emu.request('GET', '/health', { key: null })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('ok')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('GET /llms.txt gives real guidance and no keys', async () => {
    const res = await emu.request('GET', '/llms.txt', { key: null })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(res.text).toContain([...POLL_SCHEDULE_SECONDS].join(', '))
    expect(res.text).toContain('[fail]')
    expect(res.text).toContain('variant_required')
    expect(res.text).not.toMatch(/sk_live_demo/)
  })

  it('GET /docs/models.json lists the enabled catalog', async () => {
    const res = await emu.request('GET', '/docs/models.json', { key: null })
    const list = ModelsListResponse.parse(res.body)
    expect(list.total_count).toBe(list.models.length)
    expect(list.models.length).toBeGreaterThanOrEqual(12)
    const ids = list.models.map((m) => m.model_id)
    expect(ids).toEqual(
      expect.arrayContaining([
        'V4',
        'V4_5',
        'V4_5PLUS',
        'V5',
        'V5_5',
        'text-to-dialogue-v3',
        'auto-caption',
        'mvsep-40',
      ]),
    )
    expect(ids).not.toContain('V3_5')
  })

  it('GET /docs/models/{id}.json gives one model, or 404 model_not_found', async () => {
    const ok = await emu.request('GET', '/docs/models/text-to-dialogue-v3.json', { key: null })
    expect(Model.parse(ok.body).voice_allowlist).toHaveLength(26)
    for (const id of ['nope', 'veo3-1-fast', 'V3_5']) {
      const res = await emu.request('GET', `/docs/models/${id}.json`, { key: null })
      expect(res.status).toBe(404)
      expect(res.body.error).toBe('model_not_found')
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
    }
  })

  it('GET /openapi.json is OpenAPI 3.1.0 describing every route with its scopes', async () => {
    const res = await emu.request('GET', '/openapi.json', { key: null })
    expect(res.body.openapi).toBe('3.1.0')
    expect(res.body.info.version).toBe('1.0.0')
    for (const route of ROUTES) {
      const op = res.body.paths[route.path]?.[route.method.toLowerCase()]
      expect(op, route.id).toBeDefined()
      expect(op['x-required-scopes']).toEqual(route.scopes)
    }
    expect(res.body.servers[0].url).toBe(emu.services.publicUrl)
  })
})

describe('CORS', () => {
  it('answers preflight on any route without a key', async () => {
    const res = await emu.request('OPTIONS', '/v1/generate/media', {
      key: null,
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key, content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key')
  })

  it.each([
    ['GET', '/v1/balance', null, 401],
    ['GET', '/v1/balance', 'sk_live_demo_creator', 200],
    ['GET', '/v1/no-such-route', 'sk_live_demo_creator', 404],
    ['GET', '/nowhere', null, 404],
    ['POST', '/v1/generate/media', 'sk_live_demo_creator', 400],
  ])('sets CORS on %s %s (%s) -> %i', async (method, path, key, status) => {
    const res = await emu.request(method, path, { key, json: method === 'POST' ? {} : undefined })
    expect(res.status).toBe(status)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})
