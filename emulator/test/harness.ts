import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Scope } from '@/lib/api/routes'
import { writeFaults } from '../atomic-file'
import { startEmulator, type RunningEmulator, type StartOptions } from '../server'
import { backdateJob, completeJob } from '../store/job-adjustments'
import { DEMO_KEYS, DEMO_USERS } from '../store/seed-accounts'
import { hashKey } from '../store/keys'

export { DEMO_KEYS, DEMO_USERS }

/** Response bodies in tests are read loosely; the contract schemas check their shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any

export interface ApiResponse<T = Json> {
  status: number
  headers: Headers
  body: T
  text: string
}

export interface RequestOptions {
  key?: string | null
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
}

export interface TestEmulator extends RunningEmulator {
  dataDir: string
  request<T = Json>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>
  /** Adds an API key for an existing user with exactly these scopes. */
  addKey(key: string, userId: string, scopes: Scope[]): void
  /** Sets the credits of a user's (or a team's) wallet, e.g. so a long suite never runs dry. */
  setCredits(ownerId: string, credits: number): void
  /** Makes a job `days` older (its created, started and completed times). */
  ageJob(id: string, days: number): void
  /** Marks a job completed at once, without rendering (for jobs on a slow clock). */
  completeJob(id: string): void
  /** Makes every file write fail as on a full disk (state saves, rendered media), or stops it. */
  failWrites(failing: boolean): void
  stop(): Promise<void>
}

/** Sends one request; `key` defaults to the creator's, null sends none. */
export async function request<T = Json>(
  base: string,
  method: string,
  path: string,
  o: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...o.headers }
  const key = o.key === undefined ? DEMO_KEYS.creator : o.key
  if (key) headers['X-API-Key'] = key
  let body = o.body
  if (o.json !== undefined) {
    headers['Content-Type'] ??= 'application/json'
    body = JSON.stringify(o.json)
  }
  const res = await fetch(`${base}${path}`, { method, headers, body })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text }
}

/**
 * Starts an emulator on a free port with a temporary data directory and a small time scale.
 * Rate limits are raised unless the options say otherwise, so suites do not trip over them.
 */
export async function startTestEmulator(options: StartOptions = {}): Promise<TestEmulator> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'emulator-test-')))
  const emulator = await startEmulator({
    port: 0,
    host: '127.0.0.1',
    timeScale: 0.02,
    seedHistory: false,
    rateLimitScale: 100,
    musicSongSeconds: 1,
    log: false,
    ...options,
    dataDir,
  })
  return {
    ...emulator,
    dataDir,
    request: (method, path, o) => request(emulator.url, method, path, o),
    addKey(key, userId, scopes) {
      const state = emulator.services.store.state
      state.apiKeys[key] = {
        id: `key_${key}`,
        keyHash: hashKey(key),
        userId,
        scopes,
        revoked: false,
      }
    },
    setCredits(ownerId, credits) {
      const wallet = emulator.services.store.state.wallets[`wal_${ownerId}`]
      if (!wallet) throw new Error(`no wallet for ${ownerId}`)
      wallet.credits = credits
    },
    ageJob(id, days) {
      backdateJob(jobOf(emulator, id), days)
    },
    completeJob(id) {
      completeJob(jobOf(emulator, id), emulator.services.now())
    },
    failWrites(failing) {
      writeFaults.failing = failing
    },
    async stop() {
      writeFaults.failing = false
      await emulator.close()
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

function jobOf(emulator: RunningEmulator, id: string) {
  const job = emulator.services.store.state.jobs[id]
  if (!job) throw new Error(`no job ${id}`)
  return job
}

/** Polls a status route until `done` holds (fast polling: tests run at a small time scale). */
export async function pollUntil<T>(
  read: () => Promise<ApiResponse<T>>,
  done: (body: T) => boolean,
  {
    timeoutMs = 20_000,
    intervalMs = 10,
    seen,
  }: { timeoutMs?: number; intervalMs?: number; seen?: T[] } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const res = await read()
    seen?.push(res.body)
    if (done(res.body)) return res.body
    if (Date.now() > deadline) throw new Error(`timed out; last body: ${JSON.stringify(res.body)}`)
    await new Promise((r) => setTimeout(r, intervalMs))
  }
}
