import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { buildApp } from './app'
import { createCatalog } from './catalog'
import { resolveConfig, type EmulatorConfig, type EmulatorOptions } from './config'
import { FileStore } from './files'
import { RateLimiter } from './http/rate-limit'
import { JobEngine } from './jobs/engine'
import { RENDERERS, WORKFLOWS } from './jobs/kinds'
import { loadMediaApi, type MediaApi } from './jobs/media-api'
import { UrlSigner } from './library/signed-urls'
import type { Services } from './services'
import { seedAccounts } from './store/seed-accounts'
import { seedBulkHistory } from './seed/seed-bulk'
import { dropUnfinishedSeeds, seedDemo, type SeedHooks, type SeedOutcome } from './seed/seeding'
import { Store } from './store/store'

export interface StartOptions extends EmulatorOptions {
  /** Replaces the media module (tests of the engine only; the contract suite uses the real one). */
  media?: () => Promise<MediaApi>
  /** Watches the demo seeding (tests interrupt it). */
  seedHooks?: SeedHooks
}

export interface RunningEmulator {
  url: string
  port: number
  config: EmulatorConfig
  services: Services
  /**
   * Settles when seeding ends: `ready` once every seeded part exists (at once when an earlier
   * start finished it), `stopped` when close() came first (the next start goes on).
   */
  seeded: Promise<SeedOutcome>
  /** Stops accepting requests, stops jobs (they resume on the next start) and saves the state. */
  close(): Promise<void>
}

/** Starts the emulator in this process. Port 0 picks a free port. */
export async function startEmulator(options: StartOptions = {}): Promise<RunningEmulator> {
  const config = resolveConfig(options)
  const dataDir = resolve(config.dataDir)
  const { store } = await Store.open(dataDir, () => seedAccounts())
  dropUnfinishedSeeds(store.state)
  const media = memoize(options.media ?? loadMediaApi)

  let app: Hono | null = null
  const notReady = () =>
    new Response('{"error":"starting","message":"The emulator is starting"}', { status: 503 })
  const server = serve({
    fetch: (req) => (app ? app.fetch(req) : notReady()),
    port: config.port,
    hostname: config.host,
  })
  await new Promise<void>((ok, fail) => {
    server.once('listening', ok)
    server.once('error', fail)
  })
  const port = (server.address() as AddressInfo).port
  const publicUrl = config.publicUrl ?? `http://localhost:${port}`
  const files = new FileStore(dataDir, publicUrl)
  const assetFiles = new FileStore(dataDir, publicUrl, 'assets')
  await Promise.all([files.init(), assetFiles.init()])
  const now = () => new Date()
  const jobs = new JobEngine({
    store,
    files,
    config,
    media,
    renderers: RENDERERS,
    workflows: WORKFLOWS,
    now,
  })
  const services: Services = {
    config,
    publicUrl,
    store,
    catalog: createCatalog(config.disabledModels),
    files,
    assetFiles,
    signer: await UrlSigner.open(dataDir, publicUrl, config.signedUrlTtlSeconds),
    media,
    jobs,
    rateLimiter: new RateLimiter(config.rateLimitScale, Date.now, config.rateLimits),
    now,
  }
  app = buildApp(services)
  jobs.resumeAll()
  const stopSeeding = new AbortController()
  const seeded = seedDemo(services, stopSeeding.signal, options.seedHooks).then((outcome) => {
    seedBulkHistory(services)
    return outcome
  })

  return {
    url: `http://${hostForUrl(config.host)}:${port}`,
    port,
    config,
    services,
    seeded,
    async close() {
      stopSeeding.abort()
      await new Promise<void>((done) => {
        server.close(() => done())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await seeded.catch(() => undefined)
      await jobs.close()
      await store.flush()
    },
  }
}

function memoize<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined
  return () => (promise ??= load())
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}
