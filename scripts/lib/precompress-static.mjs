// Brotli copies of the build's scripts and stylesheets, made once at build time, so the server
// hands them out as they are instead of compressing every one on every request
// (docs/performance.md, "Compressed once, at build time"). Run by next.config.ts after every
// production compile, after the compile hints (which change the scripts), before anything copies
// or serves the static files. A browser that takes brotli gets the copy
// (lib/server/precompressed-static.ts); any other client gets Next's own gzip, made per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

/** What gets a copy: text that compresses. Fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(js|css)$/
/** Below this, a compressed answer saves less than its headers cost. */
const SMALLEST = 1024

const BROTLI_SUFFIX = '.br'

/** The file's bytes at brotli's best (quality 11): paid once per build, saved on every load. */
function brotliOf(bytes) {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
}

/**
 * Writes `<file>.br` beside every script and stylesheet of `<distDir>/static` worth compressing;
 * returns how many it wrote, with their sizes before and after.
 */
export function precompressStatic(distDir) {
  const root = path.join(distDir, 'static')
  const written = { files: 0, bytes: 0, compressed: 0 }
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const bytes = readFileSync(file)
    if (bytes.length < SMALLEST) continue
    const compressed = brotliOf(bytes)
    writeFileSync(`${file}${BROTLI_SUFFIX}`, compressed)
    written.files += 1
    written.bytes += bytes.length
    written.compressed += compressed.length
  }
  return written
}
