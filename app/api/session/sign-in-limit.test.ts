import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { studioPost } from '@/lib/test/counting-body'

process.env.SESSION_SECRET = 's'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-sign-in-limit-'))
process.env.STUDIO_EMBEDDED_EMULATOR = '1'

// The service: one key is valid, every other is not.
const VALID = 'sk_live_the_right_one'
const upstreamJson = vi.fn(async (_path: string, key: string) =>
  key === VALID || key.startsWith('sk_live_demo_')
    ? { status: 200, body: { credits: 10 } }
    : { status: 401, body: { detail: 'Invalid API key' } },
)
vi.mock('@/lib/server/upstream', () => ({
  upstreamJson: (path: string, key: string) => upstreamJson(path, key),
}))

const { POST } = await import('./route')
const { PER_ADDRESS, PER_INSTANCE } = await import('@/lib/server/sign-in-limit')

// The address the server recorded for the connection (lib/server/client-address.ts).
globalThis.mediaStudioPeerHeader = 'x-test-peer'
const signIn = (body: object, from = '203.0.113.7') =>
  POST(studioPost('/api/session', JSON.stringify(body), { 'x-test-peer': from }))
const guess = (from?: string) => signIn({ apiKey: `sk_live_guess_${Math.random()}` }, from)

beforeEach(() => {
  globalThis.mediaStudioSignInBuckets = undefined
  upstreamJson.mockClear()
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

describe('failed sign-ins from one address', () => {
  it('are free up to the burst, then refused in words with Retry-After, without asking the service', async () => {
    for (let i = 0; i < PER_ADDRESS.burst; i++) expect((await guess()).status).toBe(401)
    const refused = await guess()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(PER_ADDRESS.intervalMs / 1000))
    expect(refused.headers.get('x-request-id')).toBeTruthy()
    expect(await refused.json()).toEqual({
      error: 'too_many_sign_ins',
      message: `Too many wrong keys were tried from your network. Check your key and try again in ${PER_ADDRESS.intervalMs / 1000} seconds.`,
    })
    expect(upstreamJson).toHaveBeenCalledTimes(PER_ADDRESS.burst)
    // A right key from there is no test of a guess either, until the wait is over.
    expect((await signIn({ apiKey: VALID })).status).toBe(429)
    vi.advanceTimersByTime(PER_ADDRESS.intervalMs)
    expect((await signIn({ apiKey: VALID })).status).toBe(200)
  })

  it('then allow one more every interval', async () => {
    for (let i = 0; i < PER_ADDRESS.burst; i++) await guess()
    vi.advanceTimersByTime(PER_ADDRESS.intervalMs)
    expect((await guess()).status).toBe(401)
    expect((await guess()).status).toBe(429)
  })

  it('do not count sign-ins that worked, nor the demo accounts', async () => {
    for (let i = 0; i < 3 * PER_ADDRESS.burst; i++) {
      expect((await signIn({ apiKey: VALID })).status).toBe(200)
      expect((await signIn({ demo: 'creator' })).status).toBe(200)
    }
    expect((await guess()).status).toBe(401)
  })

  it('hold back no other address', async () => {
    for (let i = 0; i <= PER_ADDRESS.burst; i++) await guess('203.0.113.7')
    expect((await guess('203.0.113.7')).status).toBe(429)
    expect((await guess('198.51.100.9')).status).toBe(401)
    expect((await signIn({ apiKey: VALID }, '198.51.100.9')).status).toBe(200)
  })

  it('count an IPv6 /64 as one address', async () => {
    for (let i = 0; i < PER_ADDRESS.burst; i++) await guess(`2001:db8:1:2::${i + 1}`)
    expect((await guess('2001:db8:1:2:ffff::9')).status).toBe(429)
    expect((await guess('2001:db8:1:3::1')).status).toBe(401)
  })
})

describe('failed sign-ins on the whole instance', () => {
  it('are capped however many addresses they come from', async () => {
    const from = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.1`
    for (let i = 0; i < PER_INSTANCE.burst; i++) expect((await guess(from(i))).status).toBe(401)
    const refused = await guess(from(PER_INSTANCE.burst))
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Too many wrong keys were tried on this studio just now. Try again in 1 second.',
    )
    // The address refused by the instance's cap kept its own tokens.
    vi.advanceTimersByTime(PER_INSTANCE.intervalMs)
    expect((await guess(from(PER_INSTANCE.burst))).status).toBe(401)
  })
})
