import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GenerationStatus } from '@/lib/api'
import { startTestEmulator, type TestEmulator } from './harness'

/** Lineage echoed on extend and finalize-draft records, and the HTTP hook that ages a job. */
let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ timeScale: 50, testHooks: true })
})
afterAll(() => emu.stop())

async function started(path: string, json: unknown): Promise<string> {
  const res = await emu.request('POST', path, { json })
  expect(res.status, res.text).toBe(200)
  return res.body.generation_id
}

describe('source_generation_id', () => {
  it('names the source of an extend and of a finalized draft, and nothing on other jobs', async () => {
    const veo = await started('/v1/generate/media', {
      model: 'veo3-1-fast-text-to-video',
      prompt: 'a harbor',
    })
    emu.completeJob(veo)
    const draft = await started('/v1/generate/media', {
      model: 'seedance-1-5-lite',
      prompt: 'a meadow',
      quality: '720p-draft',
      duration: 5,
    })
    emu.completeJob(draft)
    const ext = await started('/v1/generate/media/extend', {
      source_generation_id: veo,
      tier: 'fast',
    })
    const fin = await started('/v1/generate/media/finalize-draft', { generation_id: draft })
    const status = async (id: string) =>
      GenerationStatus.parse((await emu.request('GET', `/v1/generate/media/${id}`)).body)
    expect((await status(ext)).source_generation_id).toBe(veo)
    expect((await status(fin)).source_generation_id).toBe(draft)
    expect((await status(veo)).source_generation_id).toBeUndefined()
    const listed = (await emu.request('GET', '/v1/generations')).body.generations
    expect(listed.find((g: { id: string }) => g.id === fin).source_generation_id).toBe(draft)
  })
})

describe('POST /__test/jobs/{id}/age (EMULATOR_TEST_HOOKS=on)', () => {
  it('ages a job so that a draft expires', async () => {
    const draft = await started('/v1/generate/media', {
      model: 'seedance-1-5-lite',
      prompt: 'an old meadow',
      quality: '720p-draft',
      duration: 5,
    })
    emu.completeJob(draft)
    const aged = await fetch(`${emu.url}/__test/jobs/${draft}/age?days=8`, { method: 'POST' })
    expect(aged.status).toBe(200)
    const res = await emu.request('POST', '/v1/generate/media/finalize-draft', {
      json: { generation_id: draft },
    })
    expect(res.status).toBe(410)
    expect(res.body).toMatchObject({ error: 'draft_expired' })
    expect((await fetch(`${emu.url}/__test/jobs/nope/age?days=1`, { method: 'POST' })).status).toBe(
      404,
    )
  })

  it('is absent unless switched on', async () => {
    const plain = await startTestEmulator()
    const res = await fetch(`${plain.url}/__test/jobs/x/age?days=1`, { method: 'POST' })
    expect(res.status).toBe(404)
    await plain.stop()
  })
})
