import { describe, expect, it } from 'vitest'
import { localUrlOf, parseEnv } from './env'

describe('parseEnv', () => {
  it('defaults to the embedded emulator', () => {
    const env = parseEnv({})
    expect(env.upstreamUrl).toBe('http://127.0.0.1:4010')
    expect(env.embeddedEmulator).toBe(true)
    expect(env.PORT).toBe(3000)
    expect(env.EMULATOR_TIME_SCALE).toBe(1)
  })

  it('treats an explicit upstream as the real service', () => {
    const env = parseEnv({ STUDIO_UPSTREAM_URL: 'https://api.example.com/' })
    expect(env.upstreamUrl).toBe('https://api.example.com')
    expect(env.embeddedEmulator).toBe(false)
  })

  it('names every invalid variable', () => {
    const parse = () => parseEnv({ SESSION_SECRET: 'short', PORT: 'abc' })
    expect(parse).toThrow(/SESSION_SECRET must be at least 32 characters/)
    expect(parse).toThrow(/PORT must be a port number/)
  })

  it('ignores blank values', () => {
    expect(parseEnv({ STUDIO_UPSTREAM_URL: '' }).embeddedEmulator).toBe(true)
  })
})

describe('origins', () => {
  it('accepts writes only from the loopback names of its own port by default', () => {
    expect(parseEnv({ PORT: '3205' }).publicOrigins).toEqual([
      'http://localhost:3205',
      'http://127.0.0.1:3205',
      'http://[::1]:3205',
    ])
  })

  it('takes the configured public origin alone', () => {
    const env = parseEnv({ STUDIO_PUBLIC_ORIGIN: 'https://studio.example.com/some/path' })
    expect(env.publicOrigins).toEqual(['https://studio.example.com'])
  })

  it('loads media from the upstream (both loopback names) and configured CDNs', () => {
    const env = parseEnv({
      STUDIO_UPSTREAM_URL: 'http://127.0.0.1:4205',
      STUDIO_MEDIA_ORIGINS: 'https://cdn.example.com/files, https://media.example.net',
    })
    expect(env.mediaOrigins).toEqual([
      'http://127.0.0.1:4205',
      'http://localhost:4205',
      'https://cdn.example.com',
      'https://media.example.net',
    ])
  })

  it('refuses a REDIS_URL that is not redis', () => {
    expect(() => parseEnv({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/)
  })
})

describe('where the studio listens', () => {
  it('listens on loopback only while the demo accounts are on', () => {
    expect(parseEnv({}).listenHost).toBe('127.0.0.1')
  })

  it('keeps Next’s default (every interface) against the real service', () => {
    expect(parseEnv({ STUDIO_UPSTREAM_URL: 'https://api.example.com' }).listenHost).toBeUndefined()
  })

  it('is opened by STUDIO_HOST', () => {
    expect(parseEnv({ STUDIO_HOST: '0.0.0.0' }).listenHost).toBe('0.0.0.0')
    expect(parseEnv({ STUDIO_HOST: '::' }).listenHost).toBe('::')
  })

  it('names a bad STUDIO_HOST', () => {
    expect(() => parseEnv({ STUDIO_HOST: 'every interface' })).toThrow(
      /STUDIO_HOST must be an IP address/,
    )
  })

  it('probes a server where this machine reaches it', () => {
    expect(localUrlOf(undefined, 3000)).toBe('http://127.0.0.1:3000')
    expect(localUrlOf('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000')
    expect(localUrlOf('::1', 3000)).toBe('http://[::1]:3000')
    expect(localUrlOf('10.1.2.3', 3000)).toBe('http://10.1.2.3:3000')
  })
})
