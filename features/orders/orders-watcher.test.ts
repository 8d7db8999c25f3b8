import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ordersDueForRead } from '@/features/orders/model/read-plan'
import { jobStatusKey } from '@/lib/queries/job-status-read'
import { premiumOrderQueryOptions } from '@/lib/queries/premium-orders'
import { orderReadStates } from './orders-watcher'

const order = (id: string, status: string) => ({ id, status, open_questions: [] })

describe('orderReadStates', () => {
  it('follows an order a page shows that the list does not name, on the same read plan', () => {
    const client = new QueryClient()
    const readAt = Date.now() - 60_000
    client.setQueryData(jobStatusKey('premium', 'o-shown'), order('o-shown', 'in_production'), {
      updatedAt: readAt,
    })
    client.setQueryData(jobStatusKey('premium', 'o-gone'), order('o-gone', 'in_production'), {
      updatedAt: readAt,
    })
    // Only the shown order has a page observing it.
    const observer = new QueryObserver(client, premiumOrderQueryOptions('o-shown'))
    const unsubscribe = observer.subscribe(() => undefined)
    const states = orderReadStates(client)
    expect(states.map((s) => s.id)).toEqual(['o-shown'])
    expect(states[0]).toMatchObject({ active: true, readStatus: 'in_production' })
    expect(ordersDueForRead(states, Date.now()).routine).toBe('o-shown')
    unsubscribe()
    expect(orderReadStates(client)).toEqual([])
  })
})
