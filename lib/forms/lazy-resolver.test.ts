import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { CHECKS_UNAVAILABLE, lazyResolver } from './lazy-resolver'

const Name = z.object({ name: z.string().min(1, 'Name it.') })
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const

describe('lazyResolver', () => {
  it('loads its checks at the first validation, once', async () => {
    const load = vi.fn(async () => zodResolver(Name))
    const resolver = lazyResolver(load, 'name')
    expect(load).not.toHaveBeenCalled()
    const refused = await resolver({ name: '' }, undefined, OPTIONS)
    expect(refused.errors.name?.message).toBe('Name it.')
    const taken = await resolver({ name: 'Ada' }, undefined, OPTIONS)
    expect(taken.values).toEqual({ name: 'Ada' })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says under the field when its checks could not load, and tries again at the next validation', async () => {
    const checks = zodResolver(Name)
    const load = vi
      .fn<() => Promise<typeof checks>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(checks)
    const resolver = lazyResolver(load, 'name')
    const failed = await resolver({ name: 'Ada' }, undefined, OPTIONS)
    expect(failed.errors.name?.message).toBe(CHECKS_UNAVAILABLE)
    expect(failed.values).toEqual({})
    const taken = await resolver({ name: 'Ada' }, undefined, OPTIONS)
    expect(taken.values).toEqual({ name: 'Ada' })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
