import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { lazySchema } from './lazy-schema'

/** Schemas declared as the contract's modules declare them, counting how often each is built. */
function declare() {
  const built = { inner: 0, outer: 0 }
  const Inner = lazySchema(() => {
    built.inner += 1
    return z.object({ name: z.string().min(1) })
  })
  const Outer = lazySchema(() => {
    built.outer += 1
    return z.object({ inner: Inner, list: z.array(Inner).max(2), maybe: Inner.optional() })
  })
  const Extended = lazySchema(() => Outer.extend({ count: z.number().int() }))
  return { built, Inner, Outer, Extended }
}

describe('lazySchema', () => {
  it('builds nothing when declared, even schemas made of other lazy ones', () => {
    const { built } = declare()
    expect(built).toEqual({ inner: 0, outer: 0 })
  })

  it('builds each schema once, at its first use, and parses as the built one', () => {
    const { built, Extended } = declare()
    expect(Extended.parse({ inner: { name: 'a' }, list: [], count: 2 })).toEqual({
      inner: { name: 'a' },
      list: [],
      count: 2,
    })
    expect(Extended.safeParse({ inner: { name: '' }, list: [], count: 2 }).error?.issues).toEqual([
      expect.objectContaining({ path: ['inner', 'name'], code: 'too_small' }),
    ])
    Extended.parse({ inner: { name: 'b' }, list: [{ name: 'c' }], count: 1 })
    expect(built).toEqual({ inner: 1, outer: 1 })
  })

  it('reads as the built schema: its class, its shape and its JSON Schema', () => {
    const { Outer } = declare()
    expect(Outer).toBeInstanceOf(z.ZodObject)
    expect(Object.keys(Outer.shape)).toEqual(['inner', 'list', 'maybe'])
    expect(z.toJSONSchema(Outer)).toMatchObject({
      type: 'object',
      required: ['inner', 'list'],
      properties: { inner: { properties: { name: { minLength: 1 } } } },
    })
  })
})
