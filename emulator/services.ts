import type { Catalog } from './catalog'
import type { EmulatorConfig } from './config'
import type { FileStore } from './files'
import type { JobEngine } from './jobs/engine'
import type { MediaApi } from './jobs/media-api'
import type { UrlSigner } from './library/signed-urls'
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
  /** Asset library files, served only by signed URL. */
  assetFiles: FileStore
  signer: UrlSigner
  /** The media module (probing inputs); loaded once, lazily. */
  media: () => Promise<MediaApi>
  jobs: JobEngine
  rateLimiter: RateLimiter
  now: () => Date
}
