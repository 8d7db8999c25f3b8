import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

/**
 * The build's scripts and stylesheets, compressed once at build time
 * (scripts/lib/precompress-static.mjs), sent as they are to a browser that takes brotli. Next
 * compresses every static answer again on every request, with gzip: on a two-core machine that
 * is the server taking the processor from the browser while a page starts (docs/performance.md,
 * "Compressed once, at build time"). next.config.ts sends here only the requests for scripts and
 * stylesheets whose Accept-Encoding names brotli; every other static file is Next's, as before.
 */

const STATIC_PREFIX = '/_next/static/'
/** Names the build writes: no `..`, no `%`; a script or a stylesheet. */
const BUILD_FILE = /^\/_next\/static\/(?:[\w-]+\/)*[\w.~-]+\.(js|css)$/
/** As Next's own static serving names them, so a file's headers do not depend on its encoding. */
const CONTENT_TYPES = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
} as const

/**
 * The build's `.next/static`, where the server runs (the standalone server runs in its own
 * folder). Marked for the bundler's file tracing, which would otherwise take a path built on the
 * working folder to mean that the whole checkout ships with the server.
 */
const BUILD_STATIC = path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'static')

/** Whether an Accept-Encoding header takes brotli (`br`, not refused with `q=0`). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (coding !== 'br') return false
    const q = params.find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

const readOrNull = (file: string) => readFile(file).catch(() => null)

/**
 * Answers a request for a build file: its brotli copy when the client takes brotli and the build
 * made one, else the file itself (which Next's compression then gzips on the way out, as it does
 * for every answer without an encoding of its own). 404 for anything that is not a build file.
 */
export async function sendBuildFile(
  req: IncomingMessage,
  res: ServerResponse,
  staticDir = BUILD_STATIC,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  const pathname = new URL(req.url ?? '/', 'http://studio').pathname
  const type = BUILD_FILE.exec(pathname)?.[1]
  const file = path.join(staticDir, pathname.slice(STATIC_PREFIX.length))
  if ((type !== 'js' && type !== 'css') || !file.startsWith(staticDir + path.sep)) {
    res.writeHead(404).end()
    return
  }
  const copy = acceptsBrotli(req.headers['accept-encoding']) ? await readOrNull(`${file}.br`) : null
  const body = copy ?? (await readOrNull(file))
  if (!body) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[type],
    'content-length': body.length,
    ...(copy ? { 'content-encoding': 'br' } : {}),
    // The same file goes out gzipped to another client: caches keep the two apart.
    vary: 'Accept-Encoding',
    // Build files are named by their content: they never change under their name.
    'cache-control': 'public, max-age=31536000, immutable',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
