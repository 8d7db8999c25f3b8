import { readdir } from 'node:fs/promises'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GenerationAccepted, REMOVE_BACKGROUND_MAX_BYTES } from '@/lib/api'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'
import { startInputServer } from './input-server'
import type { LoopbackServer } from './loopback-server'

let fast: TestEmulator
/** Jobs here stay pending (a long clock), so these tests render nothing. */
let slow: TestEmulator
let web: LoopbackServer
beforeAll(async () => {
  ;[fast, slow, web] = await Promise.all([
    startTestEmulator({ timeScale: 0.005 }),
    startTestEmulator({ timeScale: 50 }),
    startInputServer(),
  ])
})
afterAll(() => Promise.all([fast.stop(), slow.stop(), web.close()]))

const removeBackground = (json: Json, key: string = DEMO_KEYS.creator, on = slow) =>
  on.request('POST', '/v1/generate/remove-background', { json, key })
const credits = async (key: string = DEMO_KEYS.creator, on = slow) =>
  (await on.request('GET', '/v1/balance', { key })).body.credits as number

describe('POST /v1/generate/remove-background', () => {
  it('accepts one image at the flat catalog price, tracked on the media status route', async () => {
    const before = await credits()
    const res = await removeBackground({ image_url: web.url('/disc.jpeg') })
    expect(res.status, res.text).toBe(200)
    expect(GenerationAccepted.parse(res.body)).toMatchObject({
      status: 'pending',
      model: 'remove-background',
      estimated_cost_credits: 3,
      billing_mode: 'prepaid',
    })
    expect(await credits()).toBe(before - 3)
    const status = await slow.request('GET', `/v1/generate/media/${res.body.generation_id}`)
    expect(status.body).toMatchObject({
      generation_type: 'remove-background',
      credits_deducted: 3,
      source_media_urls: [web.url('/disc.jpeg')],
    })
  })

  it('takes a URL without extension when the response is an image', async () => {
    const res = await removeBackground({ image_url: web.url('/disc-no-extension') })
    expect(res.status, res.text).toBe(200)
  })

  it('produces a PNG with a real transparent background', async () => {
    const res = await removeBackground({ image_url: web.url('/disc.png') }, DEMO_KEYS.creator, fast)
    const id = res.body.generation_id
    const done = await pollUntil(
      () => fast.request('GET', `/v1/generate/media/${id}`),
      (b: Json) => ['completed', 'failed'].includes(b.status),
    )
    expect(done.status, done.error_message).toBe('completed')
    expect(done.outputs[0]).toMatchObject({ media_type: 'image', format: 'png', width: 96 })
    const png = Buffer.from(await (await fetch(done.outputs[0].url)).arrayBuffer())
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    expect(info.channels).toBe(4)
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]
    expect(alphaAt(2, 2)).toBe(0)
    expect(alphaAt(48, 48)).toBe(255)
  })

  const image = (error: string, extras: Json = {}) => ({ error, param: 'image_url', ...extras })
  it.each<[string, Json, Json]>([
    ['another extension', { image_url: '/disc.gif' }, image('unsupported_type')],
    ['a non-image response', { image_url: '/page-no-extension' }, image('unsupported_type')],
    ['content that is no image', { image_url: '/fake.png' }, image('unsupported_type')],
    [
      'more than 5 MB',
      { image_url: '/six-megabytes.png' },
      image('file_too_large', { max_bytes: REMOVE_BACKGROUND_MAX_BYTES }),
    ],
    ['an unreachable URL', { image_url: '/missing.png' }, image('fetch_failed')],
    ['a URL off loopback', { image_url: 'https://x.example/a.png' }, image('fetch_failed')],
    ['a prompt (none is taken)', { image_url: '/disc.png', prompt: 'x' }, { param: 'prompt' }],
    ['no image_url', {}, { error: 'invalid_request', param: 'image_url' }],
  ])('rejects %s with 400, spending nothing', async (_label, json, body) => {
    const before = await credits()
    const imageUrl = json.image_url?.startsWith('/') ? web.url(json.image_url) : json.image_url
    const res = await removeBackground({ ...json, ...(imageUrl ? { image_url: imageUrl } : {}) })
    expect(res.status, res.text).toBe(400)
    expect(res.body).toMatchObject(body)
    expect(await credits()).toBe(before)
  })

  it('rejects an unaffordable job with 400 insufficient_credits', async () => {
    const res = await removeBackground({ image_url: web.url('/disc.png') }, DEMO_KEYS.empty)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'insufficient_credits', required_credits: 3 })
  })

  it('bills a team member to the team wallet, within the monthly limit', async () => {
    const before = (await slow.request('GET', '/v1/balance', { key: DEMO_KEYS.team })).body
    expect(
      (await removeBackground({ image_url: web.url('/disc.png') }, DEMO_KEYS.team)).status,
    ).toBe(200)
    const after = (await slow.request('GET', '/v1/balance', { key: DEMO_KEYS.team })).body
    expect(after.credits).toBe(before.credits - 3)
    expect(after.team.cycle_used_credits).toBe(before.team.cycle_used_credits + 3)
    const member = slow.services.store.state.teams.team_demo_studio!.members.usr_demo_team_member!
    member.cycleUsedCredits = member.monthlyLimitCredits! - 2
    const limited = await removeBackground({ image_url: web.url('/disc.png') }, DEMO_KEYS.team)
    expect(limited.status).toBe(400)
    expect(limited.body).toMatchObject({ error: 'insufficient_credits', available_credits: 2 })
  })

  it('keeps no input file of a rejected request', async () => {
    const jobs = slow.services.store.state.jobs
    const inputs = (await readdir(`${slow.dataDir}/files`)).filter((n) => n.endsWith('-input'))
    expect(inputs.every((n) => jobs[n.replace(/-input$/, '')])).toBe(true)
  })
})
