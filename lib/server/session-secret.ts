import 'server-only'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { getEnv } from '@/lib/config/env'

let cached: string | undefined

/**
 * SESSION_SECRET from the environment; for local and demo use without one, a secret generated
 * once and kept in the studio's data folder, so restarts keep everyone signed in.
 */
export function getSessionSecret(): string {
  if (cached) return cached
  const env = getEnv()
  cached = env.SESSION_SECRET ?? readOrCreateLocalSecret(env.STUDIO_DATA_DIR)
  return cached
}

export function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'session-secret')
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // first start: fall through and create it
  }
  const secret = randomBytes(32).toString('base64url')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
