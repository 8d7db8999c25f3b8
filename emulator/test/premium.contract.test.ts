import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PremiumAnswerResponse, PremiumOrder } from '@/lib/api'
import { createPremiumOrder, type NewPremiumOrder } from '../jobs/premium/order'
import { DEMO_USERS } from '../store/seed-accounts'
import { download, signatureOf } from './downloads'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'

/** At this scale one service second lasts 10 ms: a 25 s window closes after a quarter second. */
const TIME_SCALE = 0.01
const SHORT_WINDOW = 25
const LONG_WINDOW = 100_000

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ timeScale: TIME_SCALE })
})
afterAll(() => emu.stop())

function order(windows: number[], o: Partial<NewPremiumOrder> = {}) {
  const { job } = createPremiumOrder(emu.services, {
    userId: DEMO_USERS.creator,
    title: 'Launch film',
    brief: 'a launch film for ceramic cups',
    durationSeconds: 1,
    productionSeconds: 5,
    credits: 1500,
    questions: windows.map((windowSeconds, i) => ({
      question: `Question ${i + 1}?`,
      options: ['A', 'B'],
      windowSeconds,
    })),
    ...o,
  })
  return job
}
const read = (id: string, key: string = DEMO_KEYS.creator) =>
  emu.request('GET', `/v1/premium-video/orders/${id}`, { key })
const answer = (questionId: string, json: unknown, key: string = DEMO_KEYS.creator) =>
  emu.request('POST', `/v1/premium-video/questions/${questionId}/answer`, { json, key })
const delivered = (b: Json) => b.status === 'completed'

describe('premium video orders (docs/service-contract.md §4.7, §3)', () => {
  it('waits on open questions, takes one answer each, then delivers a real MP4', async () => {
    const job = order([LONG_WINDOW, LONG_WINDOW])
    const first = await read(job.id)
    expect(first.status).toBe(200)
    const body = PremiumOrder.parse(first.body)
    expect(body).toMatchObject({
      id: job.id,
      status: 'awaiting_answers',
      title: 'Launch film',
      video_url: null,
      answered_questions: [],
    })
    expect(body.open_questions).toHaveLength(2)
    expect(body.open_questions[0]).toMatchObject({ question: 'Question 1?', options: ['A', 'B'] })
    const [q1, q2] = body.open_questions.map((q) => q.id)

    const ok = await answer(q1!, { answer: 'A' })
    expect(ok.status, ok.text).toBe(200)
    expect(PremiumAnswerResponse.parse(ok.body)).toMatchObject({
      question_id: q1,
      answer: 'A',
      late: false,
    })
    const again = await answer(q1!, { answer: 'B' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error: 'already_answered', answer: 'A' })
    expect(again.body.message).toMatch(/already answered/)

    await new Promise((r) => setTimeout(r, 200))
    const waiting = (await read(job.id)).body
    expect(waiting.status, 'one question is still open').toBe('awaiting_answers')
    expect(waiting.open_questions.map((q: Json) => q.id)).toEqual([q2])
    expect(waiting.answered_questions).toMatchObject([
      { id: q1, answer: 'A', question: 'Question 1?' },
    ])

    expect((await answer(q2!, { answer: 'a free-text answer' })).status).toBe(200)
    const done = await pollUntil(() => read(job.id), delivered)
    expect(done.open_questions).toEqual([])
    expect(done.answered_questions).toHaveLength(2)
    const film = await download(done.video_url)
    expect(film.contentType).toBe('video/mp4')
    expect(signatureOf(film.bytes)).toBe('mp4')
    expect(film.probe!.durationSeconds).toBeCloseTo(1, 0)
  })

  it('proceeds by itself when the windows pass, and still accepts a late answer', async () => {
    const job = order([SHORT_WINDOW, SHORT_WINDOW * 3])
    const seen: Json[] = []
    const done = await pollUntil(() => read(job.id), delivered, { seen, intervalMs: 25 })
    const halfway = seen.find((b) => b.open_questions.length === 1)
    expect(halfway, 'the earlier window closes first').toMatchObject({ status: 'awaiting_answers' })
    expect(halfway.expired_questions).toHaveLength(1)
    expect(done.open_questions).toEqual([])
    expect(done.expired_questions).toHaveLength(2)
    expect(done.video_url).toMatch(/\.mp4$/)

    const late = await answer(done.expired_questions[0].id, { answer: 'B' })
    expect(late.status).toBe(200)
    expect(late.body.late).toBe(true)
    const after = (await read(job.id)).body
    expect(after.answered_questions).toMatchObject([{ answer: 'B', late: true }])
    expect(after.expired_questions).toHaveLength(1)
  })

  it('only the caller’s own orders and questions', async () => {
    const job = order([LONG_WINDOW])
    const questionId = (job.params as Json).questions[0].id
    for (const [id, key] of [
      [job.id, DEMO_KEYS.team],
      [job.id, DEMO_KEYS.readonly],
      ['ord_000000000000', DEMO_KEYS.creator],
    ] as const) {
      const res = await read(id, key)
      expect(res.status).toBe(404)
      expect(res.body.error).toBe('not_found')
    }
    const foreign = await answer(questionId, { answer: 'A' }, DEMO_KEYS.team)
    expect(foreign.status).toBe(404)
    expect((await answer('q_unknown', { answer: 'A' })).status).toBe(404)
    const readonly = await answer(questionId, { answer: 'A' }, DEMO_KEYS.readonly)
    expect(readonly.status).toBe(403)
    for (const json of [{}, { answer: '  ' }, { answer: 'A', note: 'x' }]) {
      const res = await answer(questionId, json)
      expect(res.status).toBe(400)
      expect(res.body.error).toBe('invalid_request')
    }
    expect((await read(job.id)).body.open_questions).toHaveLength(1)
  })

  it('orders are listed in the history as premium-video items with their order_id', async () => {
    const job = order([LONG_WINDOW], { title: 'Listed order' })
    const list = (await emu.request('GET', '/v1/generations?generation_type=premium-video')).body
    const item = list.generations.find((g: Json) => g.order_id === job.id)
    expect(item).toMatchObject({ id: job.id, status: 'awaiting_answers', title: 'Listed order' })
    const team = (await emu.request('GET', '/v1/generations', { key: DEMO_KEYS.team })).body
    expect(team.generations.some((g: Json) => g.order_id === job.id)).toBe(false)
  })
})
