import { describe, expect, it } from 'vitest'
import { accountIdOf, browserScopeOf } from './account'

describe('account identity', () => {
  it('is stable per key and differs between keys', () => {
    expect(accountIdOf('sk_live_a')).toBe(accountIdOf('sk_live_a'))
    expect(accountIdOf('sk_live_a')).not.toBe(accountIdOf('sk_live_b'))
  })

  it('never contains the key, and the browser scope is not the account id', () => {
    const key = 'sk_live_demo_creator'
    expect(accountIdOf(key)).not.toContain(key)
    expect(accountIdOf(key)).toMatch(/^[0-9a-f]{64}$/)
    expect(browserScopeOf(key)).toMatch(/^[0-9a-f]{24}$/)
    expect(accountIdOf(key).startsWith(browserScopeOf(key))).toBe(false)
  })
})
