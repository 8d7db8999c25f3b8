// @vitest-environment jsdom
// In a browser (jsdom), where the query client drops unobserved queries after a while.
import { hashKey, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { PremiumOrder } from '@/lib/api/premium'
import { jobStatusKey } from '@/lib/queries/job-status-read'
import { premiumOrderQueryOptions, premiumOrdersQueryOptions } from '@/lib/queries/premium-orders'
import { concernsOrders, openQuestionsReader } from './use-open-questions'

const inAnHour = new Date(Date.now() + 3_600_000).toISOString()

const listed = (id: string) => ({
  id: `gen-${id}`,
  order_id: id,
  status: 'awaiting_answers',
  generation_type: 'premium-video',
})

const order = (id: string, questions: number): PremiumOrder => ({
  id,
  status: questions ? 'awaiting_answers' : 'in_production',
  title: `Order ${id}`,
  open_questions: Array.from({ length: questions }, (_, i) => ({
    id: `${id}-q${i}`,
    question: `Question ${i}?`,
    options: ['Yes', 'No'],
    window_expires_at: inAnHour,
  })),
})

function listOrders(client: QueryClient, ids: string[]) {
  client.setQueryData(premiumOrdersQueryOptions().queryKey, {
    generations: ids.map(listed),
    count: ids.length,
    limit: 100,
  })
}

/** A reader whose list names one order, read once with one open question, and its answer. */
function readerWithOneOrder() {
  const client = new QueryClient()
  const { read } = openQuestionsReader(client)
  listOrders(client, ['o-1'])
  client.setQueryData(jobStatusKey('premium', 'o-1'), order('o-1', 1))
  return { client, read, first: read() }
}

describe('openQuestionsReader', () => {
  it('waits for the list and every order it names before calling the first read done', () => {
    const client = new QueryClient()
    const { read } = openQuestionsReader(client)
    expect(read()).toEqual({ queue: [], firstReadPending: true })
    listOrders(client, ['o-1', 'o-2'])
    expect(read().firstReadPending).toBe(true)
    const waiting = read()
    client.setQueryData(jobStatusKey('premium', 'o-1'), order('o-1', 2))
    // Nothing new to show yet, so nothing new to render: the very same answer.
    expect(read()).toBe(waiting)
    expect(read()).toEqual({ queue: [], firstReadPending: true })
    client.setQueryData(jobStatusKey('premium', 'o-2'), order('o-2', 1))
    expect(read().firstReadPending).toBe(false)
    expect(read().queue).toHaveLength(3)
    expect(read().queue[0]).toMatchObject({ orderTitle: 'Order o-1' })
  })

  it('keeps its answer while no read it depends on changed, and works it out again when one did', () => {
    const { client, read, first } = readerWithOneOrder()
    client.setQueryData(['balance'], { credits: 5 })
    client.setQueryData(jobStatusKey('premium', 'o-elsewhere'), order('o-elsewhere', 4))
    expect(read()).toBe(first)
    client.setQueryData(jobStatusKey('premium', 'o-1'), order('o-1', 0), {
      updatedAt: Date.now() + 1,
    })
    expect(read()).not.toBe(first)
    expect(read().queue).toEqual([])
  })

  it('keeps its answer when an order read again says the same', () => {
    const { client, read, first } = readerWithOneOrder()
    client.setQueryData(jobStatusKey('premium', 'o-1'), order('o-1', 1), {
      updatedAt: Date.now() + 1,
    })
    expect(read()).toBe(first)
  })

  it('counts an order whose read failed as read: its questions are not waited for', () => {
    const client = new QueryClient()
    const { read } = openQuestionsReader(client)
    listOrders(client, ['o-1'])
    const query = client.getQueryCache().build(client, { queryKey: jobStatusKey('premium', 'o-1') })
    query.setState({ error: new Error('refused'), errorUpdatedAt: Date.now(), status: 'error' })
    expect(read()).toEqual({ queue: [], firstReadPending: false })
  })

  it('keeps the records the orders watcher reads while nothing observes them', async () => {
    const client = new QueryClient()
    // The watcher's read, with the service's answer stood in for.
    await client.fetchQuery({ ...premiumOrderQueryOptions('o-1'), queryFn: () => order('o-1', 1) })
    const kept = client.getQueryCache().find({ queryKey: jobStatusKey('premium', 'o-1') })
    // A dropped record would take its questions off the count until the next read.
    expect(kept?.gcTime).toBe(Infinity)
  })

  it("looks again only at the orders' own changes, not at a page's other reads", () => {
    const client = new QueryClient()
    const listHash = hashKey(premiumOrdersQueryOptions().queryKey)
    const seen: string[] = []
    client.getQueryCache().subscribe((event) => {
      if (concernsOrders(event, listHash)) seen.push(event.query.queryHash)
    })
    client.setQueryData(['balance'], { credits: 5 })
    client.setQueryData(['generations', {}], { generations: [], count: 0, limit: 100 })
    expect(seen).toEqual([])
    listOrders(client, ['o-1'])
    client.setQueryData(jobStatusKey('premium', 'o-1'), order('o-1', 1))
    expect(new Set(seen)).toEqual(new Set([listHash, hashKey(jobStatusKey('premium', 'o-1'))]))
  })
})
