import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  isFinalPhase,
  JOB_KIND_DEFS,
  jobKindDef,
  JOB_KINDS,
  jobOfListed,
  ROUTES,
  type JobKind,
  type JobKindDef,
  type JobStatusOf,
  type JobPhase,
  type RouteId,
} from '@/lib/api'
import { createPremiumOrder } from '../jobs/premium/order'
import { DEMO_USERS } from '../store/seed-accounts'
import { pollUntil, startTestEmulator, type TestEmulator } from './harness'
import { multipart, wavBytes } from './media-fixtures'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ timeScale: 0.005 })
})
afterAll(() => emu.stop())

const pathOf = (id: RouteId) => ROUTES.find((r) => r.id === id)!.path

async function upload(name: string, type: string, data: Buffer): Promise<string> {
  const form = multipart([{ name: 'file', filename: name, type, data }])
  const res = await emu.request('POST', '/v1/upload/media', {
    body: form.body,
    headers: { 'Content-Type': form.contentType },
  })
  expect(res.status, res.text).toBe(200)
  return res.body.urls[0]
}

/** Starts a job through a start route and reads its id the way the studio does: via the table. */
async function start<K extends JobKind>(route: RouteId, kind: K, json: unknown) {
  // The table names exactly one kind for each start route.
  expect(JOB_KINDS.filter((k) => JOB_KIND_DEFS[k].startRoutes.includes(route))).toEqual([kind])
  const res = await emu.request('POST', pathOf(route), { json })
  expect(res.status, res.text).toBe(200)
  return { kind, id: JOB_KIND_DEFS[kind].acceptedId!(res.body) }
}

/** Polls the kind's own status route, parsing every answer with the kind's schema. */
async function follow<K extends JobKind>(kind: K, id: string) {
  const def: JobKindDef<JobStatusOf<K>> = JOB_KIND_DEFS[kind]
  const phases: JobPhase[] = []
  const last = await pollUntil(
    () => emu.request('GET', def.statusPath(id)),
    (body) => {
      const phase = def.phase(def.status.parse(body))
      phases.push(phase)
      return isFinalPhase(phase)
    },
    { intervalMs: 20, timeoutMs: 30_000 },
  )
  return { phases, record: def.status.parse(last) }
}

describe('the job kind table against the emulator (every kind, start to end)', () => {
  it('media: an image job ends completed with an image output', async () => {
    const { kind, id } = await start('v1_media_generate', 'media', {
      model: 'flux-2-1K',
      prompt: 'a fox',
    })
    expect(kind).toBe('media')
    const { phases, record } = await follow(kind, id)
    expect(phases.at(-1)).toBe('completed')
    expect(JOB_KIND_DEFS.media.outputs(record)[0]).toMatchObject({ kind: 'image' })
  })

  it('speech (dialogue) is a media job on the media status route', async () => {
    const { kind, id } = await start('v1_dialogue_generate', 'media', { text: 'Hello there' })
    expect(kind).toBe('media')
    const { record } = await follow(kind, id)
    expect(JOB_KIND_DEFS.media.outputs(record)[0]?.kind).toBe('audio')
  })

  it('music: ends completed with two songs, the final audio_url read as the output', async () => {
    const { kind, id } = await start('v1_music_generate', 'music', { prompt: 'a calm piano piece' })
    expect(kind).toBe('music')
    const { phases, record } = await follow(kind, id)
    expect(phases.at(-1)).toBe('completed')
    const outputs = JOB_KIND_DEFS.music.outputs(record)
    expect(outputs).toHaveLength(2)
    outputs.forEach((o, i) => expect(o.url).toBe(record.songs?.[i]?.audio_url))
  })

  it('separation: ends with vocals and instrumental', async () => {
    const mediaUrl = await upload('song.wav', 'audio/wav', wavBytes(2))
    const { kind, id } = await start('v1_separation_generate', 'separation', {
      media_url: mediaUrl,
    })
    expect(kind).toBe('separation')
    const { record } = await follow(kind, id)
    expect(JOB_KIND_DEFS.separation.outputs(record).map((o) => o.label)).toEqual([
      'vocals',
      'instrumental',
    ])
  })

  it('story: ends with the stitched video; a failed scene is named in the message', async () => {
    const scene = { prompt: 'a boat', duration_seconds: 3 }
    const ok = await start('v1_story_generate', 'story', { model: 'wan-2-5', scenes: [scene] })
    expect(ok.kind).toBe('story')
    const done = await follow(ok.kind, ok.id)
    expect(JOB_KIND_DEFS.story.outputs(done.record)[0]?.kind).toBe('video')

    const bad = await start('v1_story_generate', 'story', {
      model: 'wan-2-5',
      scenes: [scene, { ...scene, prompt: 'sinks [fail]' }, scene],
    })
    const failed = await follow(bad.kind, bad.id)
    expect(failed.phases.at(-1)).toBe('failed')
    expect(JOB_KIND_DEFS.story.message(failed.record)).toBeTruthy()
  })

  it('premium: waits for answers, then is delivered; the list item points at the order', async () => {
    const { job } = createPremiumOrder(emu.services, {
      userId: DEMO_USERS.creator,
      title: 'Launch film',
      brief: 'cups',
      durationSeconds: 1,
      productionSeconds: 1,
      credits: 100,
      questions: [{ question: 'Tone?', options: ['Warm', 'Cool'], windowSeconds: 100_000 }],
    })
    const def = JOB_KIND_DEFS.premium
    const first = def.status.parse((await emu.request('GET', def.statusPath(job.id))).body)
    expect(def.phase(first)).toBe('needs_answer')
    expect(def.message(first)).toBe('1 question needs your answer.')
    const question = first.open_questions[0]!
    const answered = await emu.request(
      'POST',
      pathOf('v1_premium_video_answer_question').replace('{question_id}', question.id),
      { json: { answer: 'Warm' } },
    )
    expect(answered.status, answered.text).toBe(200)
    const { record } = await follow('premium', job.id)
    expect(def.outputs(record)[0]?.kind).toBe('video')

    const list = await emu.request('GET', '/v1/generations?generation_type=premium-video')
    const listed = list.body.generations.find((g: { order_id?: string }) => g.order_id === job.id)
    expect(jobOfListed(listed)).toEqual({ kind: 'premium', id: job.id })
  })

  it('tells every listed kind back to its own status route', async () => {
    const list = await emu.request('GET', '/v1/generations?limit=100')
    const kinds = new Set(list.body.generations.map((g: never) => jobOfListed(g).kind))
    expect([...kinds].sort()).toEqual(['media', 'music', 'premium', 'separation', 'story'])
    for (const item of list.body.generations) {
      const { kind, id } = jobOfListed(item)
      const res = await emu.request('GET', jobKindDef(kind).statusPath(id))
      expect(res.status, `${kind} ${id}: ${res.text}`).toBe(200)
      jobKindDef(kind).status.parse(res.body)
    }
  })
})
