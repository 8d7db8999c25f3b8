import { contentTypeOf } from '../files'
import { SIGNED_ROUTE } from '../library/signed-urls'
import type { Services } from '../services'

export class InputError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'too_large',
    message: string,
    /** For too_large: the size declared, or the bytes seen when the limit ran out. */
    readonly bytes = 0,
  ) {
    super(message)
  }
}

export type InputSource =
  { kind: 'local'; file: string; contentType: string } | { kind: 'remote'; url: URL }

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/

/** The emulator's own public or signed file behind a URL; null for its other paths. */
function ownFile(services: Services, url: URL): InputSource | null {
  const [, route, name = ''] = /^(\/[a-z]+)\/([^/]+)$/.exec(url.pathname) ?? []
  if (route === '/files' && services.files.isSafeName(name)) {
    return { kind: 'local', file: services.files.pathOf(name), contentType: contentTypeOf(name) }
  }
  if (route !== SIGNED_ROUTE) return null
  const check = services.signer.check(url.pathname, url.searchParams, services.now())
  if (check !== 'valid') throw new InputError('unreachable', `the signed URL is ${check}`)
  const file = services.assetFiles.pathOf(name)
  return { kind: 'local', file, contentType: contentTypeOf(name) }
}

/**
 * Where the bytes of an input URL come from. The emulator has no way out to the internet: it
 * reads its own file URLs directly and fetches http(s) URLs on loopback (test servers, the studio).
 */
export function resolveSource(services: Services, raw: string): InputSource {
  const url = new URL(raw)
  const own = url.origin === new URL(services.publicUrl).origin ? ownFile(services, url) : null
  if (own) return own
  if (LOOPBACK_HOST.test(url.hostname)) return { kind: 'remote', url }
  throw new InputError(
    'unreachable',
    `${url.host} cannot be reached from the emulator; use an upload or asset URL`,
  )
}
