import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import '@/lib/config/zod-browser'

describe('zod in the browser', () => {
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

  it('gives containers no cycle tracking: their parse is their own, never wrapped', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.string() })) })
    const own = z.object({ items: z.array(z.object({ id: z.string() })) })._zod.parse
    // Classic zod's default memoizer swaps each container's parse for a wrapper that walks the
    // subtree on its first call; ours leaves the one zod built.
    expect(schema._zod.parse.toString()).toBe(own.toString())
    expect(schema._zod.parse.toString()).not.toContain('isRecursive')
    expect(schema.parse({ items: [{ id: 'a' }, { id: 'b' }] })).toEqual({
      items: [{ id: 'a' }, { id: 'b' }],
    })
  })

  it('still parses a recursive schema over JSON, which holds no cycles', () => {
    type Node = { name: string; children: Node[] }
    const Node: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(Node) }),
    )
    const tree = JSON.parse('{"name":"a","children":[{"name":"b","children":[]}]}') as unknown
    expect(Node.parse(tree)).toEqual(tree)
    expect(Node.safeParse({ name: 'a', children: [{ name: 1, children: [] }] }).success).toBe(false)
  })

  it("describes a refused value in the studio's words where its schema says none", () => {
    const prompt = z.string().trim().min(1).max(5)
    expect(prompt.safeParse('').error?.issues[0]?.message).toBe('This cannot be empty.')
    expect(prompt.safeParse('abcdefg').error?.issues[0]?.message).toBe(
      'Write at most 5 characters here.',
    )
    // A schema's own words still win.
    expect(z.string().min(1, 'Write a prompt.').safeParse('').error?.issues[0]?.message).toBe(
      'Write a prompt.',
    )
  })
})
