import { describe, expect, it } from 'vitest'
import {
  clearSessionCookie,
  isSecureRequest,
  keyHint,
  newSession,
  sealSession,
  serializeSessionCookie,
  unsealSession,
} from './session'

const secret = 'x'.repeat(40)

describe('session cookie', () => {
  it('is httpOnly and SameSite=Lax, without Secure over http', () => {
    const cookie = serializeSessionCookie('sealed', false)
    expect(cookie).toMatch(/^media_studio_session=sealed;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toContain('Secure')
  })

  it('takes the __Host- prefix and Secure over https, with no Domain', () => {
    const cookie = serializeSessionCookie('sealed', true)
    expect(cookie).toMatch(/^__Host-media_studio_session=sealed;/)
    expect(cookie).toContain('Secure')
    expect(cookie).not.toMatch(/Domain=/i)
  })

  it('clears with Max-Age=0', () => {
    expect(clearSessionCookie(false)).toContain('Max-Age=0')
  })

  it('detects https directly or behind a proxy', () => {
    expect(isSecureRequest(new Request('https://studio.example/'))).toBe(true)
    const proxied = new Request('http://10.0.0.1/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(isSecureRequest(proxied)).toBe(true)
    expect(isSecureRequest(new Request('http://localhost:3000/'))).toBe(false)
  })
})

describe('sealing', () => {
  it('round-trips and never shows the key in the sealed value', async () => {
    const sealed = await sealSession(newSession('sk_live_secret_1234'), secret)
    expect(sealed).not.toContain('sk_live_secret_1234')
    expect((await unsealSession(sealed, secret))?.apiKey).toBe('sk_live_secret_1234')
  })

  it('rejects a tampered or foreign seal', async () => {
    const sealed = await sealSession(newSession('sk_live_a'), secret)
    expect(await unsealSession(`${sealed.slice(0, -4)}AAAA`, secret)).toBeNull()
    expect(await unsealSession(sealed, 'y'.repeat(40))).toBeNull()
    expect(await unsealSession(undefined, secret)).toBeNull()
  })

  it('hints only the last four characters', () => {
    expect(keyHint('sk_live_demo_creator')).toBe('ator')
  })
})
