import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ASSET_QUOTA_BYTES,
  AssetListResponse,
  AssetResponse,
  DeleteConfirmation,
  TEAM_ASSET_QUOTA_BYTES,
} from '@/lib/api'
import { seedAssets } from '../library/seed'
import { DEMO_USERS } from '../store/seed-accounts'
import { DEMO_KEYS, startTestEmulator, type Json, type TestEmulator } from './harness'
import { bytesRoute, startLoopbackServer, type LoopbackServer } from './loopback-server'
import { pictureBytes } from './media-fixtures'

const OWNER_KEY = 'sk_live_test_team_owner'
let emu: TestEmulator
/** Signed URLs live one second here. */
let brief: TestEmulator
let web: LoopbackServer
/** Rendering the demo libraries takes a while: it runs beside the other tests. */
let seeding: Promise<boolean>
beforeAll(async () => {
  ;[emu, brief, web] = await Promise.all([
    startTestEmulator(),
    startTestEmulator({ signedUrlTtlSeconds: 1 }),
    pictureBytes().then((png) => startLoopbackServer({ '/p.png': bytesRoute(png, 'image/png') })),
  ])
  emu.addKey(OWNER_KEY, DEMO_USERS.teamOwner, ['generate:media'])
  seeding = seedAssets(brief.services, new AbortController().signal)
})
afterAll(async () => {
  // Renders still running at stop would write into a directory being removed.
  await Promise.all([seeding, brief.services.jobs.idle()])
  await Promise.all([emu.stop(), brief.stop(), web.close()])
})

async function create(json: Json, key: string = DEMO_KEYS.creator, on = emu): Promise<Json> {
  const res = await on.request('POST', '/v1/assets', {
    json: { url: web.url('/p.png'), ...json },
    key,
  })
  expect(res.status, res.text).toBe(200)
  return AssetResponse.parse(res.body).asset
}
const list = async (key: string = DEMO_KEYS.creator, on = emu) => {
  const res = await on.request('GET', '/v1/assets', { key })
  expect(res.status, res.text).toBe(200)
  return AssetListResponse.parse(res.body) as Json
}

describe('team and personal libraries', () => {
  it('asks team members which library (shared_scope_required, with team_name)', async () => {
    const res = await emu.request('POST', '/v1/assets', {
      json: { name: 'logo', url: web.url('/p.png') },
      key: DEMO_KEYS.team,
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error: 'shared_scope_required',
      param: 'shared',
      team_name: 'Demo Studio Team',
    })
  })

  it('shows members the team library with uploader, and the team pool quota', async () => {
    const shared = await create({ name: 'team-logo', shared: true }, OWNER_KEY)
    const mine = await create({ name: 'team-logo', shared: false }, DEMO_KEYS.team)
    const view = await list(DEMO_KEYS.team)
    expect(view.assets.map((a: Json) => a.id)).toEqual([mine.id, shared.id])
    expect(view.assets[1]).toMatchObject({
      shared: true,
      team_id: 'team_demo_studio',
      owner_user_id: DEMO_USERS.teamOwner,
      uploaded_by: { user_id: DEMO_USERS.teamOwner, username: 'demo-team-owner' },
    })
    expect(view).toMatchObject({
      count: 2,
      quota_bytes: ASSET_QUOTA_BYTES,
      used_bytes: mine.size_bytes,
      team: { quota_bytes: TEAM_ASSET_QUOTA_BYTES, used_bytes: shared.size_bytes },
    })
    const outsider = await list(DEMO_KEYS.creator)
    expect(outsider.assets.map((a: Json) => a.id)).not.toContain(shared.id)
    expect(outsider.team).toBeNull()
    const res = await emu.request('DELETE', `/v1/assets/${shared.id}`)
    expect(res.status).toBe(404)
    expect(res.body.error).toBe('not_found')
  })
})

describe('PATCH and DELETE /v1/assets/{id}', () => {
  it('renames within the library rules', async () => {
    const a = await create({ name: 'first' })
    await create({ name: 'second' })
    const renamed = await emu.request('PATCH', `/v1/assets/${a.id}`, { json: { name: 'renamed' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.asset).toMatchObject({
      id: a.id,
      name: 'renamed',
      size_bytes: a.size_bytes,
    })
    const taken = await emu.request('PATCH', `/v1/assets/${a.id}`, { json: { name: 'second' } })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ error: 'name_taken', param: 'name' })
    const bad = await emu.request('PATCH', `/v1/assets/${a.id}`, { json: { name: 'No!' } })
    expect(bad.body).toMatchObject({ error: 'invalid_request', param: 'name' })
    const unknown = await emu.request('PATCH', '/v1/assets/nope', { json: { name: 'x' } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('not_found')
  })

  it('deletes the record and the file', async () => {
    const a = await create({ name: 'doomed' })
    const res = await emu.request('DELETE', `/v1/assets/${a.id}`)
    expect(res.status).toBe(200)
    expect(DeleteConfirmation.parse(res.body)).toEqual({ deleted: true, id: a.id })
    expect((await fetch(a.url)).status).toBe(404)
    expect((await list()).assets.map((x: Json) => x.id)).not.toContain(a.id)
    expect((await emu.request('DELETE', `/v1/assets/${a.id}`)).status).toBe(404)
  })
})

describe('signed URLs', () => {
  it('refuses a tampered signature or another file with 403', async () => {
    const a = await create({ name: 'signed' })
    const url = new URL(a.url)
    url.searchParams.set('signature', '0'.repeat(64))
    expect((await fetch(url)).status).toBe(403)
    const other = new URL(a.url.replace(/\/signed\/[^?]+/, '/signed/other.png'))
    expect((await fetch(other)).status).toBe(403)
  })

  it('stop working after url_expires_at (410), also as job inputs; a new listing signs afresh', async () => {
    const a = await create({ name: 'fleeting' }, DEMO_KEYS.creator, brief)
    const start = (imageUrl: string) =>
      brief.request('POST', '/v1/generate/remove-background', { json: { image_url: imageUrl } })
    expect((await fetch(a.url)).status).toBe(200)
    expect((await start(a.url)).status).toBe(200)
    await new Promise((r) => setTimeout(r, Date.parse(a.url_expires_at) - Date.now() + 50))
    const expired = await fetch(a.url)
    expect(expired.status).toBe(410)
    expect(await expired.json()).toMatchObject({ error: 'url_expired' })
    const late = await start(a.url)
    expect(late.status).toBe(400)
    expect(late.body).toMatchObject({ error: 'fetch_failed', param: 'image_url' })
    expect(late.body.message).toMatch(/expired/)
    const fresh = (await list(DEMO_KEYS.creator, brief)).assets[0]
    expect((await fetch(fresh.url)).status).toBe(200)
  })
})

describe('seeded libraries', () => {
  it('give the creator and the team member non-empty libraries', async () => {
    await seeding
    const creator = await list(DEMO_KEYS.creator, brief)
    const names = creator.assets.map((a: Json) => a.name)
    expect(names).toEqual(expect.arrayContaining(['brand-logo', 'product-shot', 'intro-voiceover']))
    expect(creator.assets.find((a: Json) => a.kind === 'audio').duration_seconds).toBeGreaterThan(0)
    const member = await list(DEMO_KEYS.team, brief)
    expect(member.assets.filter((a: Json) => a.shared).map((a: Json) => a.name)).toEqual([
      'campaign-moodboard',
      'team-banner',
    ])
    const readonly = await brief.request('GET', '/v1/assets', { key: DEMO_KEYS.readonly })
    expect(readonly.status).toBe(403)
  })
})
