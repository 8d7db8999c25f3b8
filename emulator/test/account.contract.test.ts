import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Balance, ModelsListResponse } from '@/lib/api'
import { DEMO_TEAM_ID, DEMO_USERS } from '../store/seed-accounts'
import { DEMO_KEYS, startTestEmulator, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(() => emu.stop())

describe('GET /v1/models', () => {
  it('lists models, filtered by model_type', async () => {
    const all = ModelsListResponse.parse((await emu.request('GET', '/v1/models')).body)
    expect(all.total_count).toBeGreaterThanOrEqual(12)
    for (const type of ['image', 'video', 'music', 'speech', 'other', 'separation']) {
      const res = ModelsListResponse.parse(
        (await emu.request('GET', `/v1/models?model_type=${type}`)).body,
      )
      expect(res.models.length, type).toBeGreaterThan(0)
      expect(res.models.every((m) => m.model_type === type)).toBe(true)
    }
    expect((await emu.request('GET', '/v1/models?model_type=')).body.total_count).toBe(
      all.total_count,
    )
  })

  it('rejects an unknown model_type and unknown query parameters with 400', async () => {
    const a = await emu.request('GET', '/v1/models?model_type=hologram')
    expect(a.status).toBe(400)
    expect(a.body).toMatchObject({ error: 'invalid_request', param: 'model_type' })
    expect(a.body.valid_values).toContain('video')
    const b = await emu.request('GET', '/v1/models?kind=video')
    expect(b.body).toMatchObject({ error: 'invalid_request', param: 'kind' })
  })
})

describe('GET /v1/balance and team wallets', () => {
  it('creator: 5,000 credits, a purchase_url, no team', async () => {
    const b = Balance.parse((await emu.request('GET', '/v1/balance')).body)
    expect(b).toMatchObject({ credits: 5000, team: null })
    expect(b.purchase_url).toMatch(/^http:\/\/localhost:\d+\/billing$/)
  })

  it('empty: 0 credits with a message', async () => {
    const b = (await emu.request('GET', '/v1/balance', { key: DEMO_KEYS.empty })).body
    expect(b.credits).toBe(0)
    expect(b.message).toBeTruthy()
  })

  it('team member: the team wallet, role, monthly limit, usage and headroom', async () => {
    const b = Balance.parse((await emu.request('GET', '/v1/balance', { key: DEMO_KEYS.team })).body)
    expect(b.credits).toBe(25_000)
    expect(b.team).toMatchObject({
      role: 'member',
      monthly_limit_credits: 3000,
      cycle_used_credits: 450,
      headroom_credits: 2550,
    })
  })

  it('team member spends the team wallet and their monthly headroom', async () => {
    const res = await emu.request('POST', '/v1/generate/media', {
      key: DEMO_KEYS.team,
      json: { model: 'veo3-1-text-to-video', prompt: 'x [fail]' },
    })
    expect(res.status).toBe(200)
    const b = (await emu.request('GET', '/v1/balance', { key: DEMO_KEYS.team })).body
    expect(b.credits).toBe(25_000 - 390)
    expect(b.team).toMatchObject({ cycle_used_credits: 840, headroom_credits: 2160 })
  })

  it('beyond the monthly limit: insufficient_credits, nothing spent', async () => {
    const member = emu.services.store.state.teams[DEMO_TEAM_ID]!.members[DEMO_USERS.team]!
    member.monthlyLimitCredits = member.cycleUsedCredits + 100
    const res = await emu.request('POST', '/v1/generate/media', {
      key: DEMO_KEYS.team,
      json: { model: 'veo3-1-text-to-video', prompt: 'x [fail]' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error: 'insufficient_credits',
      available_credits: 100,
      required_credits: 390,
    })
    expect(res.body.message).toMatch(/monthly team limit/)
    expect((await emu.request('GET', '/v1/balance', { key: DEMO_KEYS.team })).body.credits).toBe(
      25_000 - 390,
    )
  })
})
