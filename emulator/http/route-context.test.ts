import { describe, expect, it } from 'vitest'
import type { RouteHandlers } from './route-context'

/**
 * Compile-time checks (tsc runs over this file): a handler's `ctx.json` takes only its own route's
 * response shape. Each @ts-expect-error fails the type check if the wrong shape were accepted.
 */
const wrongShapes: RouteHandlers = {
  // @ts-expect-error: the balance's credits are a number
  v1_balance_get: (ctx) => ctx.json({ credits: 'many' }),
  // @ts-expect-error: another route's body (the models list) is not a generation status
  v1_media_status_get: (ctx) => ctx.json({ models: [], total_count: 0 }),
}

describe('RouteContext.json', () => {
  it('is typed by the route id (see the compile-time checks above)', () => {
    expect(Object.keys(wrongShapes)).toEqual(['v1_balance_get', 'v1_media_status_get'])
  })
})
