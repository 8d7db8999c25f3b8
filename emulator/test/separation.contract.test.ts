import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SeparationAccepted, SeparationStatus } from '@/lib/api'
import { download, signatureOf } from './downloads'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'
import { multipart, pictureBytes, wavBytes } from './media-fixtures'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ timeScale: 0.005 })
})
afterAll(() => emu.stop())

async function upload(name: string, type: string, data: Buffer): Promise<string> {
  const form = multipart([{ name: 'file', filename: name, type, data }])
  const res = await emu.request('POST', '/v1/upload/media', {
    body: form.body,
    headers: { 'Content-Type': form.contentType },
  })
  expect(res.status, res.text).toBe(200)
  return res.body.urls[0]
}
const separate = (json: unknown, key: string = DEMO_KEYS.creator) =>
  emu.request('POST', '/v1/generate/separation', { json, key })
const status = (id: string, key: string = DEMO_KEYS.creator) =>
  emu.request('GET', `/v1/generate/separation/${id}`, { key })
const balance = async () => (await emu.request('GET', '/v1/balance')).body.credits as number

describe('POST /v1/generate/separation and GET /v1/generate/separation/{id} (docs/service-contract.md §4.5)', () => {
  it('splits uploaded audio into vocals and instrumental MP3s of the same length', async () => {
    const before = await balance()
    const mediaUrl = await upload('song.wav', 'audio/wav', wavBytes(2))
    const res = await separate({ media_url: mediaUrl })
    expect(res.status, res.text).toBe(200)
    const { separation_id: id } = SeparationAccepted.parse(res.body)
    expect(res.body.status).toBe('pending')
    expect(await balance()).toBe(before - 6)

    const seen: Json[] = []
    const done = await pollUntil(
      () => status(id),
      (b: Json) => b.status !== 'pending' && b.status !== 'processing',
      { seen },
    )
    for (const body of seen) SeparationStatus.parse(body)
    expect(seen[0]).toMatchObject({ vocals_url: null, instrumental_url: null })
    expect(done).toMatchObject({
      id,
      status: 'completed',
      credits_deducted: 6,
      error_message: null,
    })
    expect(done.created_at).toMatch(/^\d{4}-\d\d-\d\dT/)
    for (const url of [done.vocals_url, done.instrumental_url]) {
      const stem = await download(url)
      expect(stem.contentType).toBe('audio/mpeg')
      expect(signatureOf(stem.bytes)).toBe('mp3')
      expect(stem.probe!.durationSeconds).toBeCloseTo(2, 0)
    }
    const history = (await emu.request('GET', '/v1/generations?model=mvsep-40')).body
    expect(history.generations[0].outputs.map((o: Json) => o.role)).toEqual([
      'vocals',
      'instrumental',
    ])
  })

  it('rejects input that is not audio, or cannot be fetched, spending nothing', async () => {
    const before = await balance()
    const image = await upload('disc.png', 'image/png', await pictureBytes())
    const notAudio = await separate({ media_url: image })
    expect(notAudio.status).toBe(400)
    expect(notAudio.body).toMatchObject({ error: 'unsupported_type', param: 'media_url' })
    expect(notAudio.body.message).toMatch(/audio/)
    const unreachable = await separate({ media_url: 'https://example.com/song.mp3' })
    expect(unreachable.status).toBe(400)
    expect(unreachable.body).toMatchObject({ error: 'fetch_failed', param: 'media_url' })
    for (const json of [{ media_url: 'ftp://x/y.mp3' }, {}, { media_url: image, stems: 4 }]) {
      const res = await separate(json)
      expect(res.status).toBe(400)
      expect(res.body.error).toBe('invalid_request')
    }
    expect(await balance()).toBe(before)
  })

  it('needs generate:media to start; only the owner can read a separation', async () => {
    const denied = await separate({ media_url: 'https://example.com/a.mp3' }, DEMO_KEYS.readonly)
    expect(denied.status).toBe(403)
    expect(denied.body.detail).toBe('Insufficient permissions: generate:media required')
    const mediaUrl = await upload('tone.wav', 'audio/wav', wavBytes(1))
    const { separation_id: id } = (await separate({ media_url: mediaUrl })).body
    for (const [path, key] of [
      [id, DEMO_KEYS.team],
      [id, DEMO_KEYS.readonly],
      ['00000000-0000-4000-8000-000000000000', DEMO_KEYS.creator],
    ] as const) {
      const res = await status(path, key)
      expect(res.status).toBe(404)
      expect(res.body.error).toBe('not_found')
    }
  })
})
