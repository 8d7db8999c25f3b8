import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import '@/lib/config/zod-csp'

describe('zod under the CSP', () => {
  it('parses without the JIT: the core setting is the one classic zod reads', () => {
    expect(z.config().jitless).toBe(true)
    // A parse after it never probes `new Function` (which the CSP would report).
    const probe = globalThis.Function
    globalThis.Function = new Proxy(probe, {
      construct: () => {
        throw new Error('new Function called')
      },
    })
    try {
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' })
    } finally {
      globalThis.Function = probe
    }
  })
})
