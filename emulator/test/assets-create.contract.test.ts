import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_FETCH_MAX_BYTES, ASSET_QUOTA_BYTES, AssetResponse, MEGABYTE } from '@/lib/api'
import { startTestEmulator, type TestEmulator } from './harness'
import {
  bytesRoute,
  startLoopbackServer,
  streamRoute,
  type LoopbackServer,
} from './loopback-server'
import { multipart, pictureBytes, wavBytes } from './media-fixtures'

let emu: TestEmulator
let web: LoopbackServer
let png: Buffer
beforeAll(async () => {
  png = await pictureBytes()
  ;[emu, web] = await Promise.all([
    startTestEmulator(),
    startLoopbackServer({
      '/photo.png': bytesRoute(png, 'image/png'),
      '/voice.wav': bytesRoute(wavBytes(2), 'audio/wav; charset=binary'),
      '/page.html': bytesRoute(Buffer.from('<html></html>'), 'text/html'),
      '/fake.png': bytesRoute(Buffer.from('these bytes are no picture'), 'image/png'),
      '/untyped': bytesRoute(png, ''),
      '/huge.mp4': streamRoute(600 * MEGABYTE, 'video/mp4', true),
      '/big-declared.wav': streamRoute(51 * MEGABYTE, 'audio/wav', true),
      '/big-chunked.wav': streamRoute(51 * MEGABYTE, 'audio/wav', false),
      '/moved.png': (_req, res) => res.writeHead(302, { Location: '/photo.png' }).end(),
    }),
  ])
})
afterAll(() => Promise.all([emu.stop(), web.close()]))

const create = (json: unknown) => emu.request('POST', '/v1/assets', { json })

async function uploadedUrl(): Promise<string> {
  const { body, contentType } = multipart([
    { name: 'file', filename: 'disc.png', type: 'image/png', data: png },
  ])
  const res = await emu.request('POST', '/v1/upload/media', {
    body,
    headers: { 'Content-Type': contentType },
  })
  return res.body.urls[0]
}

describe('POST /v1/assets', () => {
  it('stores an uploaded file and answers with the asset and a fresh signed URL', async () => {
    const started = Date.now()
    const res = await create({ name: 'disc-logo', url: await uploadedUrl() })
    expect(res.status, res.text).toBe(200)
    const asset = AssetResponse.parse(res.body).asset!
    expect(asset).toMatchObject({
      name: 'disc-logo',
      kind: 'image',
      mime_type: 'image/png',
      width: 96,
      height: 96,
      size_bytes: png.length,
      shared: false,
      team_id: null,
      owner_user_id: 'usr_demo_creator',
      uploaded_by: { user_id: 'usr_demo_creator', username: 'demo-creator' },
    })
    expect(asset.url).toMatch(/\/signed\/[\w-]+\.png\?expires=\d+&signature=[0-9a-f]{64}$/)
    const lifetime = Date.parse(asset.url_expires_at!) - started
    expect(lifetime).toBeGreaterThan(3590_000)
    expect(lifetime).toBeLessThan(3602_000)
    const file = await fetch(asset.url!)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(png)
  })

  it('fetches an http URL on loopback and probes the duration', async () => {
    const res = await create({ name: 'voice_1', url: web.url('/voice.wav'), shared: true })
    expect(res.status, res.text).toBe(200)
    expect(res.body.asset).toMatchObject({
      kind: 'audio',
      mime_type: 'audio/wav',
      original_filename: 'voice.wav',
      shared: false, // shared is ignored for accounts without a team
      width: null,
    })
    expect(res.body.asset.duration_seconds).toBeCloseTo(2, 1)
  })

  it.each(['Has Caps', 'space here', 'a'.repeat(65), '', 'dot.name'])(
    'rejects the name %j with invalid_request',
    async (name) => {
      const res = await create({ name, url: web.url('/photo.png') })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: 'invalid_request', param: 'name' })
    },
  )

  it('rejects a name already used in the library with 409 name_taken', async () => {
    expect((await create({ name: 'twice', url: web.url('/photo.png') })).status).toBe(200)
    const res = await create({ name: 'twice', url: web.url('/photo.png') })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'name_taken', param: 'name' })
  })

  it.each([
    ['a 404', () => web.url('/missing.png')],
    ['a redirect', () => web.url('/moved.png')],
    ['a host off loopback', () => 'https://cdn.example.com/photo.png'],
    ['a closed port', () => 'http://127.0.0.1:1/photo.png'],
    ['an own file that does not exist', () => `${emu.services.publicUrl}/files/nothing.png`],
  ])('answers fetch_failed (400) for %s', async (_label, url) => {
    const res = await create({ name: 'nope', url: url() })
    expect(res.status, res.text).toBe(400)
    expect(res.body).toMatchObject({ error: 'fetch_failed', param: 'url' })
  })

  it.each([
    ['a response type off the allowlist', '/page.html'],
    ['a response without type', '/untyped'],
    ['content that is not what the type says', '/fake.png'],
  ])('answers unsupported_type (400) for %s', async (_label, path) => {
    const res = await create({ name: 'nope', url: web.url(path) })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'unsupported_type', param: 'url' })
    expect(res.body.valid_values).toContain('video/mp4')
  })

  it('answers 413 file_too_large for more than 500 MB, from the declared length', async () => {
    const res = await create({ name: 'nope', url: web.url('/huge.mp4') })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ error: 'file_too_large', max_bytes: ASSET_FETCH_MAX_BYTES })
  })

  it.each(['/big-declared.wav', '/big-chunked.wav'])(
    'answers 413 quota_exceeded when %s would overflow the 50 MB quota',
    async (path) => {
      const res = await create({ name: 'nope', url: web.url(path) })
      expect(res.status).toBe(413)
      expect(res.body).toMatchObject({ error: 'quota_exceeded', quota_bytes: ASSET_QUOTA_BYTES })
      expect(res.body.used_bytes).toBeGreaterThan(0)
    },
  )

  it('leaves no partial files behind after rejections', async () => {
    const names = await readdir(`${emu.dataDir}/assets`)
    expect(names.filter((n) => n.startsWith('.'))).toEqual([])
  })
})
