import { beforeEach, describe, expect, it, vi } from 'vitest'

const upstreamJson = vi.fn()
vi.mock('./upstream', () => ({ upstreamJson: (...args: unknown[]) => upstreamJson(...args) }))

const { verifyKey } = await import('./connect')

describe('verifyKey', () => {
  beforeEach(() => upstreamJson.mockReset())

  it('checks a pasted key with GET /v1/balance', async () => {
    upstreamJson.mockResolvedValue({ status: 200, body: { credits: 1 } })
    await expect(verifyKey({ apiKey: 'sk_live_x' })).resolves.toEqual({
      apiKey: 'sk_live_x',
      demo: undefined,
      balanceAvailable: true,
    })
    expect(upstreamJson).toHaveBeenCalledWith('/v1/balance', 'sk_live_x')
  })

  it('connects a key without read:balance, with the balance unavailable', async () => {
    upstreamJson.mockResolvedValue({ status: 403, body: { detail: 'Insufficient permissions' } })
    await expect(verifyKey({ apiKey: 'sk_live_x' })).resolves.toMatchObject({
      balanceAvailable: false,
    })
  })

  it('refuses an unknown key with a clear message that does not echo it', async () => {
    upstreamJson.mockResolvedValue({ status: 401, body: { detail: 'Invalid or revoked API key' } })
    const error = await verifyKey({ apiKey: 'sk_live_secret' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 401, code: 'invalid_key' })
    expect(String((error as Error).message)).toContain('not valid')
    expect(String((error as Error).message)).not.toContain('sk_live_secret')
  })

  it('passes a rate-limited check on as a 429 that says when to try again', async () => {
    upstreamJson.mockResolvedValue({
      status: 429,
      body: { error: 'rate_limit_exceeded', limit: 120, remaining: 0, reset_after: 42 },
    })
    const error = await verifyKey({ apiKey: 'sk_live_x' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded' })
    expect(String((error as Error).message)).toContain('try again in 42 s')
  })

  it('maps a demo name to its key on the embedded emulator only', async () => {
    upstreamJson.mockResolvedValue({ status: 200, body: { credits: 1 } })
    await expect(verifyKey({ demo: 'team' })).resolves.toMatchObject({
      apiKey: 'sk_live_demo_team',
      demo: 'team',
    })
  })
})

describe('verifyKey refuses what would not be the service’s answer', () => {
  beforeEach(() => upstreamJson.mockReset())

  it('never sends a key a header cannot carry', async () => {
    const error = await verifyKey({ apiKey: 'sk_live_clé' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 400, code: 'invalid_request' })
    expect(upstreamJson).not.toHaveBeenCalled()
  })

  it('does not connect on a 2xx that is not the contract’s balance', async () => {
    upstreamJson.mockResolvedValue({ status: 200, body: null })
    await expect(verifyKey({ apiKey: 'sk_live_x' })).rejects.toMatchObject({ status: 502 })
  })
})
