import { z } from 'zod'

const port = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a port number (1-65535)` })
    .int({ message: `${name} must be a port number (1-65535)` })
    .min(1, { message: `${name} must be a port number (1-65535)` })
    .max(65535, { message: `${name} must be a port number (1-65535)` })

const TRUSTED_PROXY = [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]

/** Studio server configuration, validated once. Every variable is optional for local use. */
const EnvSchema = z.object({
  STUDIO_UPSTREAM_URL: z
    .url({ message: 'STUDIO_UPSTREAM_URL must be an absolute http(s) URL' })
    .optional(),
  PORT: port('PORT').default(3000),
  /** The address the studio listens on; see listenHostOf for the default. */
  STUDIO_HOST: z
    .string()
    .refine(
      (v) => v === 'localhost' || z.ipv4().safeParse(v).success || z.ipv6().safeParse(v).success,
      'STUDIO_HOST must be an IP address (0.0.0.0 for every interface) or localhost',
    )
    .optional(),
  EMULATOR_PORT: port('EMULATOR_PORT').default(4010),
  SESSION_SECRET: z
    .string()
    .min(32, { message: 'SESSION_SECRET must be at least 32 characters' })
    .optional(),
  EMULATOR_TIME_SCALE: z.coerce.number().positive().default(1),
  /** Set by `npm start` and the e2e setup when the upstream is the embedded emulator. */
  STUDIO_EMBEDDED_EMULATOR: z.enum(['0', '1']).optional(),
  STUDIO_DATA_DIR: z.string().default('.data/studio'),
  STUDIO_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Longest silence allowed while an upstream answer's body is read (not for uploads). */
  STUDIO_UPSTREAM_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** On SIGTERM, how long answers and uploads in flight may take before they are cut. */
  STUDIO_SHUTDOWN_GRACE_MS: z.coerce.number().int().nonnegative().default(25_000),
  /** The origin browsers reach the studio at; writes from any other Origin are refused. */
  STUDIO_PUBLIC_ORIGIN: z
    .url({ message: 'STUDIO_PUBLIC_ORIGIN must be an absolute http(s) origin' })
    .optional(),
  /** Extra origins the pages may load media from (comma-separated), beyond the upstream's. */
  STUDIO_MEDIA_ORIGINS: z.string().optional(),
  /** Shared sign-out store for several studio instances; a file in STUDIO_DATA_DIR otherwise. */
  REDIS_URL: z
    .url({ message: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .refine((v) => /^rediss?:\/\//.test(v), 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /**
   * The studio's own database (a PostgreSQL shared by several instances). Unset, `npm start` runs
   * the embedded one (PostgreSQL's own server, data in STUDIO_DATA_DIR) beside the studio and
   * sets it.
   */
  DATABASE_URL: z
    .string()
    .refine(
      (v) => /^postgres(ql)?:\/\/./.test(v),
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    )
    .optional(),
  /** Connections this instance keeps to the database; give the server enough for every instance. */
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'DATABASE_POOL_SIZE must be a whole number from 2 to 100' })
    .int({ message: 'DATABASE_POOL_SIZE must be a whole number from 2 to 100' })
    .min(2, { message: 'DATABASE_POOL_SIZE must be a whole number from 2 to 100' })
    .max(100, { message: 'DATABASE_POOL_SIZE must be a whole number from 2 to 100' })
    .default(10),
  /**
   * Port of the embedded database `npm start` runs when DATABASE_URL is unset (loopback only);
   * unset, a free one. A port set and taken stops `npm start` with a message.
   */
  EMBEDDED_DATABASE_PORT: port('EMBEDDED_DATABASE_PORT').optional(),
  /** How long an idle connection to the service stays pooled: less than the service keeps it. */
  STUDIO_UPSTREAM_POOL_IDLE_MS: z.coerce.number().int().positive().default(2000),
  /**
   * Proxies in front of the studio (comma-separated addresses or CIDR ranges) whose
   * X-Forwarded-For is believed; none by default: a client is its connection's address.
   */
  STUDIO_TRUSTED_PROXIES: z
    .string()
    .refine(
      (v) =>
        v.split(',').every((entry) => TRUSTED_PROXY.some((s) => s.safeParse(entry.trim()).success)),
      'STUDIO_TRUSTED_PROXIES must list IP addresses or CIDR ranges, comma-separated',
    )
    .optional(),
  /** `pretty`: one short line per request for a person (npm start); `json` for a collector. */
  STUDIO_LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
})

export type Env = z.infer<typeof EnvSchema> & {
  upstreamUrl: string
  embeddedEmulator: boolean
  /** Origins a state-changing request may come from. */
  publicOrigins: string[]
  /** Origins the pages may fetch, show and play media from (besides their own). */
  mediaOrigins: string[]
  /** The address the studio listens on; undefined is Next's default (every interface). */
  listenHost: string | undefined
}

/**
 * Where the studio listens. With the embedded emulator its demo accounts are one click away for
 * anyone who reaches the studio, so by default only this machine can: loopback. STUDIO_HOST
 * opens it (0.0.0.0 for every interface). Against the real service every visitor brings a key.
 */
export function listenHostOf(
  configured: string | undefined,
  embeddedEmulator: boolean,
): string | undefined {
  if (configured) return configured
  return embeddedEmulator ? '127.0.0.1' : undefined
}

/** An address on which this machine reaches a server listening on `host` (for the start probe). */
export function localUrlOf(host: string | undefined, port: number): string {
  const any = !host || host === '0.0.0.0' || host === '::'
  const name = any ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}`
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

/** With no public origin configured, the studio is local: its loopback names on its own port. */
function publicOriginsOf(configured: string | undefined, port: number): string[] {
  if (configured) return [new URL(configured).origin]
  return LOOPBACK.map((host) => `http://${host}:${port}`)
}

/**
 * The upstream hands out media URLs on its own origin (the emulator's files, which it names
 * `localhost` while the studio calls it on 127.0.0.1), plus any configured CDN origins.
 */
function mediaOriginsOf(upstreamUrl: string, extra: string | undefined): string[] {
  const upstream = new URL(upstreamUrl)
  const origins = new Set([upstream.origin])
  if (LOOPBACK.includes(upstream.hostname)) {
    // CSP host-sources cannot name an IPv6 literal, so [::1] is left out.
    for (const host of LOOPBACK.slice(0, 2)) {
      origins.add(`${upstream.protocol}//${host}:${upstream.port}`)
    }
  }
  for (const item of (extra ?? '').split(',')) {
    const value = item.trim()
    if (!value) continue
    try {
      origins.add(new URL(value).origin)
    } catch {
      throw new Error(
        `Invalid studio configuration:\n  - STUDIO_MEDIA_ORIGINS: ${value} is not a URL`,
      )
    }
  }
  return [...origins]
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const blankless = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = EnvSchema.safeParse(blankless)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid studio configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  const upstreamUrl = (env.STUDIO_UPSTREAM_URL ?? `http://127.0.0.1:${env.EMULATOR_PORT}`).replace(
    /\/+$/,
    '',
  )
  const embeddedEmulator =
    env.STUDIO_EMBEDDED_EMULATOR === '1' ||
    (env.STUDIO_EMBEDDED_EMULATOR === undefined && env.STUDIO_UPSTREAM_URL === undefined)
  return {
    ...env,
    upstreamUrl,
    embeddedEmulator,
    publicOrigins: publicOriginsOf(env.STUDIO_PUBLIC_ORIGIN, env.PORT),
    mediaOrigins: mediaOriginsOf(upstreamUrl, env.STUDIO_MEDIA_ORIGINS),
    listenHost: listenHostOf(env.STUDIO_HOST, embeddedEmulator),
  }
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
