import { z } from 'zod'

const port = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a port number (1-65535)` })
    .int({ message: `${name} must be a port number (1-65535)` })
    .min(1, { message: `${name} must be a port number (1-65535)` })
    .max(65535, { message: `${name} must be a port number (1-65535)` })

/** Studio server configuration, validated once. Every variable is optional for local use. */
const EnvSchema = z.object({
  STUDIO_UPSTREAM_URL: z
    .url({ message: 'STUDIO_UPSTREAM_URL must be an absolute http(s) URL' })
    .optional(),
  PORT: port('PORT').default(3000),
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
})

export type Env = z.infer<typeof EnvSchema> & {
  upstreamUrl: string
  embeddedEmulator: boolean
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
  return { ...env, upstreamUrl, embeddedEmulator }
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
