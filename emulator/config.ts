import { z } from 'zod'
import { PREMIUM_ANSWER_WINDOW_HOURS, SIGNED_URL_TTL_SECONDS } from '@/lib/api/decisions'
import type { RateGroup } from '@/lib/api/routes'

const RATE_GROUPS: readonly RateGroup[] = ['media', 'music', 'dialogue', 'upload', 'read', 'write']

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')
/** On/off switches also read on|off, as in EMULATOR_UPLOADS=off. */
const onOff = z
  .enum(['0', '1', 'true', 'false', 'on', 'off'])
  .transform((v) => ['1', 'true', 'on'].includes(v))
const fraction = z.coerce.number().min(0).max(1)
const perMinute = z.coerce.number().int().min(1).optional()
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)

/** Environment variables of the emulator; every one is optional. */
const EnvSchema = z.object({
  EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  EMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  EMULATOR_DATA_DIR: z.string().min(1).default('.data/emulator'),
  /** Multiplies every job duration (estimated_time_seconds); tests use e.g. 0.02. */
  EMULATOR_TIME_SCALE: z.coerce.number().min(0).max(100).default(1),
  /** Base of every URL the emulator hands out; default http://localhost:<port>. */
  EMULATOR_PUBLIC_URL: z.url().optional(),
  /** Multiplies the rate limits of docs/service-contract.md §8 (1 = the service's numbers). */
  EMULATOR_RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** One group's limit a minute, over the scale (e.g. 3 media starts a minute for the runs' benchmark). */
  EMULATOR_RATE_LIMIT_MEDIA_PER_MINUTE: perMinute,
  EMULATOR_RATE_LIMIT_MUSIC_PER_MINUTE: perMinute,
  EMULATOR_RATE_LIMIT_DIALOGUE_PER_MINUTE: perMinute,
  EMULATOR_RATE_LIMIT_UPLOAD_PER_MINUTE: perMinute,
  EMULATOR_RATE_LIMIT_READ_PER_MINUTE: perMinute,
  EMULATOR_RATE_LIMIT_WRITE_PER_MINUTE: perMinute,
  EMULATOR_SEED_HISTORY: flag.default(true),
  /** This many more finished image generations in the demo creator's history (benchmarks); 0 = none. */
  EMULATOR_SEED_BULK_HISTORY: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Model ids that exist but are unavailable (model_disabled). */
  EMULATOR_DISABLED_MODELS: list.default(['V3_5']),
  EMULATOR_LOG: flag.default(false),
  /** Length of each generated song in seconds (songs vary around it); tests use 2. */
  EMULATOR_MUSIC_SONG_SECONDS: z.coerce.number().min(1).max(600).default(45),
  /** Answer window of premium-order questions before the time scale applies (default 24 h). */
  EMULATOR_PREMIUM_WINDOW_SECONDS: z.coerce
    .number()
    .positive()
    .default(PREMIUM_ANSWER_WINDOW_HOURS * 3600),
  /** `off` acts as if upload storage were absent: POST /v1/upload/media answers 503. */
  EMULATOR_UPLOADS: onOff.default(true),
  /** Lifetime of signed asset URLs (docs/service-contract.md §8: one hour); tests use a second or two. */
  EMULATOR_SIGNED_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(SIGNED_URL_TTL_SECONDS),
  /** Test hooks over HTTP under /__test (README "Test hooks over HTTP"); never on in a demo. */
  EMULATOR_TEST_HOOKS: onOff.default(false),
  // Fault injection, all off by default.
  /** Every Nth /v1 request answers 503 (0 = never). Deterministic. */
  EMULATOR_FAULT_5XX_EVERY: z.coerce.number().int().min(0).default(0),
  /** Every Nth authenticated /v1 request answers 429 with the body of docs/service-contract.md §7.3 (0 = never). */
  EMULATOR_FAULT_429_EVERY: z.coerce.number().int().min(0).default(0),
  /** Extra latency added to every /v1 response, in milliseconds. */
  EMULATOR_FAULT_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Fraction of accepted jobs that fail as if the provider failed. */
  EMULATOR_FAULT_JOB_FAIL_RATE: fraction.default(0),
  /** First status of new jobs: the spec's `pending`, or `queued` as the real service sometimes says. */
  EMULATOR_FAULT_FIRST_STATUS: z.enum(['pending', 'queued']).default('pending'),
  /** Extra seconds (not time-scaled) that every job spends publishing: processing, URLs null. */
  EMULATOR_FAULT_CDN_STALL_SECONDS: z.coerce.number().min(0).default(0),
})

export interface EmulatorConfig {
  port: number
  host: string
  dataDir: string
  timeScale: number
  publicUrl?: string
  rateLimitScale: number
  /** Limits set per group, which win over the scale (requests a minute). */
  rateLimits: Partial<Record<RateGroup, number>>
  seedHistory: boolean
  seedBulkHistory: number
  disabledModels: string[]
  log: boolean
  musicSongSeconds: number
  premiumWindowSeconds: number
  uploads: boolean
  signedUrlTtlSeconds: number
  testHooks: boolean
  faults: {
    every5xx: number
    every429: number
    latencyMs: number
    jobFailRate: number
    firstStatus: 'pending' | 'queued'
    cdnStallSeconds: number
  }
}

export function configFromEnv(env: Record<string, string | undefined>): EmulatorConfig {
  const blankless = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  const parsed = EnvSchema.safeParse(blankless)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid emulator configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    port: e.EMULATOR_PORT,
    host: e.EMULATOR_HOST,
    dataDir: e.EMULATOR_DATA_DIR,
    timeScale: e.EMULATOR_TIME_SCALE,
    ...(e.EMULATOR_PUBLIC_URL ? { publicUrl: e.EMULATOR_PUBLIC_URL.replace(/\/+$/, '') } : {}),
    rateLimitScale: e.EMULATOR_RATE_LIMIT_SCALE,
    rateLimits: Object.fromEntries(
      RATE_GROUPS.flatMap((group) => {
        const value =
          e[`EMULATOR_RATE_LIMIT_${group.toUpperCase() as Uppercase<RateGroup>}_PER_MINUTE`]
        return value === undefined ? [] : [[group, value]]
      }),
    ),
    seedHistory: e.EMULATOR_SEED_HISTORY,
    seedBulkHistory: e.EMULATOR_SEED_BULK_HISTORY,
    disabledModels: e.EMULATOR_DISABLED_MODELS,
    log: e.EMULATOR_LOG,
    musicSongSeconds: e.EMULATOR_MUSIC_SONG_SECONDS,
    premiumWindowSeconds: e.EMULATOR_PREMIUM_WINDOW_SECONDS,
    uploads: e.EMULATOR_UPLOADS,
    signedUrlTtlSeconds: e.EMULATOR_SIGNED_URL_TTL_SECONDS,
    testHooks: e.EMULATOR_TEST_HOOKS,
    faults: {
      every5xx: e.EMULATOR_FAULT_5XX_EVERY,
      every429: e.EMULATOR_FAULT_429_EVERY,
      latencyMs: e.EMULATOR_FAULT_LATENCY_MS,
      jobFailRate: e.EMULATOR_FAULT_JOB_FAIL_RATE,
      firstStatus: e.EMULATOR_FAULT_FIRST_STATUS,
      cdnStallSeconds: e.EMULATOR_FAULT_CDN_STALL_SECONDS,
    },
  }
}

export type EmulatorOptions = Partial<Omit<EmulatorConfig, 'faults'>> & {
  faults?: Partial<EmulatorConfig['faults']>
}

/** Defaults from the environment, overridden by explicit options (used by tests and scripts). */
export function resolveConfig(
  options: EmulatorOptions = {},
  env: Record<string, string | undefined> = process.env,
): EmulatorConfig {
  const base = configFromEnv(env)
  const { faults, ...rest } = options
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined))
  return { ...base, ...defined, faults: { ...base.faults, ...faults } }
}
