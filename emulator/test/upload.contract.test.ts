import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES, UploadResponse } from '@/lib/api'
import { DEMO_KEYS, startTestEmulator, type Json, type TestEmulator } from './harness'
import { multipart, pictureBytes, wavBytes, type Part } from './media-fixtures'

let emu: TestEmulator
let unconfigured: TestEmulator
beforeAll(async () => {
  ;[emu, unconfigured] = await Promise.all([
    startTestEmulator(),
    startTestEmulator({ uploads: false }),
  ])
})
afterAll(() => Promise.all([emu.stop(), unconfigured.stop()]))

const upload = (parts: Part[], query = '', on = emu) => {
  const { body, contentType } = multipart(parts)
  return on.request('POST', `/v1/upload/media${query}`, {
    body,
    headers: { 'Content-Type': contentType },
  })
}
const sha256 = (bytes: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex')
const leftovers = async () =>
  (await readdir(`${emu.dataDir}/files`)).filter((n) => n.startsWith('.'))

describe('POST /v1/upload/media', () => {
  it('stores an image and answers with its public URL', async () => {
    const png = await pictureBytes()
    const res = await upload([{ name: 'file', filename: 'disc.png', type: 'image/png', data: png }])
    expect(res.status, res.text).toBe(200)
    expect(UploadResponse.parse(res.body)).toMatchObject({
      success: true,
      bucket: 'media-inputs',
      uploaded: 1,
    })
    const file = await fetch(res.body.urls[0])
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(sha256(await file.arrayBuffer())).toBe(sha256(png))
  })

  it('keeps a few MB byte for byte, and takes several files and an allowed bucket', async () => {
    const wav = wavBytes(240) // 3.8 MB
    const res = await upload(
      [
        { name: 'file', filename: 'talk.wav', type: 'application/octet-stream', data: wav },
        {
          name: 'file',
          filename: 'disc.jpg',
          type: 'image/jpeg',
          data: await pictureBytes('jpeg'),
        },
      ],
      '?bucket=assets',
    )
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ success: true, bucket: 'assets', uploaded: 2 })
    expect(res.body.urls[0]).toMatch(/\/files\/assets-[\w-]+\.wav$/)
    expect(res.body.urls[1]).toMatch(/\.jpg$/)
    const stored = await fetch(res.body.urls[0])
    expect(sha256(await stored.arrayBuffer())).toBe(sha256(wav))
  })

  it('rejects a bucket off the allowlist', async () => {
    const res = await upload([{ name: 'file', filename: 'a.wav', data: wavBytes(1) }], '?bucket=x')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error: 'invalid_bucket',
      param: 'bucket',
      valid_values: ['media-inputs', 'assets'],
    })
  })

  it.each<[string, Part[], string]>([
    [
      'a declared non-media type',
      [{ name: 'file', filename: 'a.txt', type: 'text/plain', data: 'hi' }],
      'file',
    ],
    [
      'content that is no media',
      [{ name: 'file', filename: 'a.png', type: 'image/png', data: 'not a png at all' }],
      'file',
    ],
    ['an empty file', [{ name: 'file', filename: 'a.png', type: 'image/png', data: '' }], 'file'],
    ['no file part', [], 'file'],
    ['another part name', [{ name: 'upload', filename: 'a.wav', data: wavBytes(1) }], 'upload'],
    ['a text field', [{ name: 'file', data: 'just text' }], 'file'],
  ])('rejects %s with 400 and keeps nothing', async (_label, parts, param) => {
    const res = await upload(parts)
    expect(res.status, res.text).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_request', param })
    expect(res.headers.get('connection')).toBe('close')
    expect(await leftovers()).toEqual([])
  })

  it('rejects a body that is not multipart', async () => {
    const res = await emu.request('POST', '/v1/upload/media', { json: { file: 'x' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_request', param: 'file' })
  })

  it('answers 413 from a 500 MiB Content-Length before reading the body, and closes', async () => {
    const answer = await new Promise<{ status: number; connection: string; body: Json }>(
      (resolve, reject) => {
        const req = httpRequest(`${emu.url}/v1/upload/media`, {
          method: 'POST',
          headers: {
            'X-API-Key': DEMO_KEYS.creator,
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(UPLOAD_MAX_BYTES + 1),
          },
        })
        req.on('response', (res) => {
          let text = ''
          res.on('data', (c: Buffer) => (text += c))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              connection: String(res.headers.connection),
              body: JSON.parse(text),
            }),
          )
        })
        req.on('error', reject)
        req.flushHeaders() // headers only: not one byte of the body is ever sent
      },
    )
    expect(answer.status).toBe(413)
    expect(answer.connection).toBe('close')
    expect(answer.body).toMatchObject({
      error: 'file_too_large',
      param: 'file',
      max_bytes: UPLOAD_MAX_BYTES,
    })
  })

  it('answers 503 upload_not_configured when storage is off', async () => {
    const res = await upload(
      [{ name: 'file', filename: 'a.wav', data: wavBytes(1) }],
      '',
      unconfigured,
    )
    expect(res.status).toBe(503)
    expect(res.body).toMatchObject({ error: 'upload_not_configured' })
  })

  it('needs generate:media', async () => {
    const res = await emu.request('POST', '/v1/upload/media', { key: DEMO_KEYS.readonly })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ error: 'missing_scope' })
  })
})
