import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart, type Part } from '../test/media-fixtures'
import { ApiError } from './api-error'
import { receiveFiles } from './multipart'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'multipart-test-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** A streamed request without Content-Length (chunked), in small pieces. */
function streamedRequest(parts: Part[]): Request {
  const { body, contentType } = multipart(parts)
  let offset = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close()
      controller.enqueue(new Uint8Array(body.subarray(offset, offset + 700)))
      offset += 700
    },
  })
  return new Request('http://x/upload', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: stream,
    duplex: 'half',
  } as RequestInit)
}

const options = (maxBytes: number) => ({
  field: 'file',
  dir,
  maxBytes,
  maxFiles: 3,
  checkDeclaredType: () => undefined,
})
const file = (bytes: number, fill = 1): Part => ({
  name: 'file',
  filename: 'f.bin',
  data: Buffer.alloc(bytes, fill),
})

describe('receiveFiles', () => {
  it('streams files to disk and reports their sizes', async () => {
    const files = await receiveFiles(streamedRequest([file(3000, 1), file(500, 2)]), options(4000))
    expect(files.map((f) => f.sizeBytes)).toEqual([3000, 500])
    expect(await readFile(files[0]!.tempFile)).toEqual(Buffer.alloc(3000, 1))
    await Promise.all(files.map((f) => rm(f.tempFile)))
  })

  it.each([
    ['one file over the limit', [file(5000)]],
    ['files over the limit together', [file(600), file(600)]],
  ])('enforces the limit while streaming without Content-Length: %s', async (_label, parts) => {
    const error = await receiveFiles(streamedRequest(parts), options(1000)).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(413)
    expect(error.body).toMatchObject({ error: 'file_too_large', max_bytes: 1000 })
    await new Promise((r) => setTimeout(r, 20))
    expect(await readdir(dir)).toEqual([])
  })

  it('rejects more files than allowed', async () => {
    const parts = [file(10), file(10), file(10), file(10)]
    const error = await receiveFiles(streamedRequest(parts), options(1000)).catch((e) => e)
    expect(error.body).toMatchObject({ error: 'invalid_request', param: 'file' })
  })
})
