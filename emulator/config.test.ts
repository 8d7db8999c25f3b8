import { describe, expect, it } from 'vitest'
import { configFromEnv, resolveConfig } from './config'

describe('emulator configuration', () => {
  it('has defaults for everything', () => {
    const c = configFromEnv({})
    expect(c).toMatchObject({
      port: 4010,
      dataDir: '.data/emulator',
      timeScale: 1,
      rateLimitScale: 1,
      rateLimits: {},
      disabledModels: ['V3_5'],
      uploads: true,
      signedUrlTtlSeconds: 3600,
    })
    expect(c.faults).toEqual({
      every5xx: 0,
      every429: 0,
      latencyMs: 0,
      jobFailRate: 0,
      firstStatus: 'pending',
      cdnStallSeconds: 0,
    })
  })

  it('reads variables and rejects bad ones with a clear message', () => {
    const c = configFromEnv({
      EMULATOR_PORT: '0',
      EMULATOR_TIME_SCALE: '0.02',
      EMULATOR_PUBLIC_URL: 'http://x.test/',
      EMULATOR_DISABLED_MODELS: 'V4, V5',
      EMULATOR_UPLOADS: 'off',
      EMULATOR_SIGNED_URL_TTL_SECONDS: '2',
    })
    expect(c).toMatchObject({
      port: 0,
      timeScale: 0.02,
      publicUrl: 'http://x.test',
      disabledModels: ['V4', 'V5'],
      uploads: false,
      signedUrlTtlSeconds: 2,
    })
    expect(() => configFromEnv({ EMULATOR_PORT: 'abc' })).toThrow(/EMULATOR_PORT/)
    expect(
      configFromEnv({
        EMULATOR_RATE_LIMIT_MEDIA_PER_MINUTE: '3',
        EMULATOR_RATE_LIMIT_READ_PER_MINUTE: '20',
      }).rateLimits,
    ).toEqual({ media: 3, read: 20 })
    expect(() => configFromEnv({ EMULATOR_RATE_LIMIT_MEDIA_PER_MINUTE: '0' })).toThrow(
      /EMULATOR_RATE_LIMIT_MEDIA_PER_MINUTE/,
    )
  })

  it('lets explicit options win over the environment', () => {
    const c = resolveConfig(
      { port: 1234, faults: { latencyMs: 5 } },
      { EMULATOR_PORT: '9', EMULATOR_FAULT_5XX_EVERY: '3' },
    )
    expect(c.port).toBe(1234)
    expect(c.faults).toMatchObject({ latencyMs: 5, every5xx: 3 })
  })
})
