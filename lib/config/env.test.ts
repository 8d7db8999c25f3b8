import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

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
