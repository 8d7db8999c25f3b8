import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GenerationStatus } from '@/lib/api'
import { inspectStreams } from '../media/ffmpeg-info'
import { pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ timeScale: 0.02 })
})
afterAll(() => emu.stop())

const settled = (b: Json) => b.status === 'completed' || b.status === 'failed'
const slowPoll = { timeoutMs: 60_000, intervalMs: 50 }

/** A finished draft, completed without rendering: finalize-draft reads only its record. */
async function finishedDraft(aspect: string): Promise<string> {
  const res = await emu.request('POST', '/v1/generate/media', {
    json: {
      model: 'seedance-1-5-lite',
      prompt: 'a meadow at dawn',
      quality: '720p-draft',
      aspect_ratio: aspect,
      duration: 5,
    },
  })
  expect(res.status, res.text).toBe(200)
  const id = res.body.generation_id as string
  emu.completeJob(id)
  return id
}

describe('finalize-draft output (docs/service-contract.md §4.2: finalizes to 1080p)', () => {
  it.each([
    ['16:9', 1920, 1080],
    ['9:16', 1080, 1920],
  ])(
    'a %s draft is finalized to a %ix%i video',
    async (aspect, width, height) => {
      const draft = await finishedDraft(aspect)
      const started = await emu.request('POST', '/v1/generate/media/finalize-draft', {
        json: { generation_id: draft },
      })
      expect(started.status, started.text).toBe(200)
      const done = await pollUntil(
        () => emu.request('GET', `/v1/generate/media/${started.body.generation_id}`),
        settled,
        slowPoll,
      )
      const status = GenerationStatus.parse(done)
      expect(status).toMatchObject({ status: 'completed', generation_type: 'finalize-draft' })
      expect(status.outputs?.[0]).toMatchObject({ media_type: 'video', width, height })
      // The file itself has that size (the picture is painted smaller and scaled up).
      const stored = emu.services.store.state.jobs[status.id]!.outputs[0]!
      const streams = await inspectStreams(emu.services.files.pathOf(stored.file))
      expect(streams.video).toMatchObject({ codec: 'h264', width, height })
    },
    90_000,
  )
})
