import { describe, expect, it } from 'vitest'
import type { CreateRunBody } from '@/lib/studio-api/run-request'
import { keyedRequest } from './run-key'

const body = (prompt: string): CreateRunBody => ({
  kind: 'media',
  title: prompt,
  rows: [{ label: 'Prompt 1', prompt }],
  columns: ['flux-2-1K'],
  items: [{ row: 0, column: 0, copy: 1, body: { model: 'flux-2-1K', prompt } }],
  total: 5,
})

describe('a run request’s key', () => {
  let made = 0
  const makeKey = () => `key-${++made}`

  it('stays the same for the same request sent again, so the server makes one run', () => {
    const first = keyedRequest(null, body('a kite'), makeKey)
    const again = keyedRequest(first, body('a kite'), makeKey)
    expect(again.key).toBe(first.key)
    // A body that carries its key already is the same request.
    expect(keyedRequest(first, { ...body('a kite'), key: first.key }, makeKey).key).toBe(first.key)
  })

  it('is new for a changed request, and for the first one', () => {
    const first = keyedRequest(null, body('a kite'), makeKey)
    const changed = keyedRequest(first, body('a red kite'), makeKey)
    expect(changed.key).not.toBe(first.key)
    expect(keyedRequest(null, body('a kite'), makeKey).key).not.toBe(first.key)
  })
})
