import type { Catalog } from './catalog'
import type { EmulatorConfig } from './config'
import type { FileStore } from './files'
import type { JobEngine } from './jobs/engine'
import type { RateLimiter } from './http/rate-limit'
import type { Store } from './store/store'

/** Everything a route handler may use; built once per emulator instance. */
export interface Services {
  config: EmulatorConfig
  /** Base of every URL handed out (no trailing slash). */
  publicUrl: string
  store: Store
  catalog: Catalog
  files: FileStore
  jobs: JobEngine
  rateLimiter: RateLimiter
  now: () => Date
}
