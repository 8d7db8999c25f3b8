import { afterEach, describe, expect, it } from 'vitest'
import { pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'

const image = { model: 'nano-banana', prompt: 'a lighthouse', generation_type: 'text-to-image' }
const balance = async (emu: TestEmulator) =>
  (await emu.request('GET', '/v1/balance')).body.credits as number

let emu: TestEmulator | null = null
afterEach(async () => {
  await emu?.stop()
  emu = null
})

describe('a full disk (every write fails)', () => {
  it('accepts no job it cannot record: a 5xx in words, nothing charged, nothing to find', async () => {
    emu = await startTestEmulator()
    const before = await balance(emu)
    emu.failWrites(true)
    const res = await emu.request('POST', '/v1/generate/media', { json: image })
    expect(res.status).toBeGreaterThanOrEqual(500)
    expect(res.body.error).toBe('service_unavailable')
    expect(res.body.message).toMatch(/not (started|recorded)/)
    expect(res.body.message).toMatch(/nothing was charged/)
    expect(await balance(emu)).toBe(before)
    const list = (await emu.request('GET', '/v1/generations')).body.generations as Json[]
    expect(list.some((g) => g.prompt === image.prompt)).toBe(false)
  })

  it('keeps a job it accepted across a restart, and stays up when its files cannot be written', async () => {
    emu = await startTestEmulator()
    const accepted = await emu.request('POST', '/v1/generate/media', { json: image })
    expect(accepted.status).toBe(200)
    const id = accepted.body.generation_id as string
    // The disk fills while the job renders: its image cannot be written.
    emu.failWrites(true)
    const failed = await pollUntil(
      () => emu!.request('GET', `/v1/generate/media/${id}`),
      (body: Json) => body.status === 'failed' || body.status === 'completed',
    )
    expect(failed.status).toBe('failed')
    // Still answering, and the next start is refused in words rather than lost.
    expect((await emu.request('GET', '/v1/balance')).status).toBe(200)
    expect((await emu.request('POST', '/v1/generate/media', { json: image })).status).toBe(503)
    emu.failWrites(false)

    // The accepted job was recorded before the 200: a restart still knows it.
    const { dataDir } = emu
    await emu.close()
    emu = await startTestEmulator({ dataDir })
    expect((await emu.request('GET', `/v1/generate/media/${id}`)).status).toBe(200)
  })

  it('survives an image that cannot be written while its job is still in its processing phase', async () => {
    // Rendering ends long before the processing phase does: its failure waits to be read.
    emu = await startTestEmulator({ timeScale: 0.3 })
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const accepted = await emu.request('POST', '/v1/generate/media', { json: image })
      const id = accepted.body.generation_id as string
      emu.failWrites(true)
      const done = await pollUntil(
        () => emu!.request('GET', `/v1/generate/media/${id}`),
        (body: Json) => body.status === 'failed' || body.status === 'completed',
        { intervalMs: 100 },
      )
      expect(done.status).toBe('failed')
      expect(done.error_message).toMatch(/could not complete/)
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })
})
