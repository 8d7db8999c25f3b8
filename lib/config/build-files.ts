/**
 * The rewrite that sends a browser taking brotli to the build's brotli copies of its scripts and
 * stylesheets (pages/api/build-file.ts, docs/performance.md "Compressed once, at build time").
 * Pure, so next.config.ts can load it.
 */

/** An Accept-Encoding that names brotli as one of its codings (Next anchors it at both ends). */
export const NAMES_BROTLI = '(?:.*[\\s,])?br(?:[\\s;,].*)?'

export const BROTLI_BUILD_FILES = {
  source: '/_next/static/:file(.+\\.(?:js|css))',
  has: [{ type: 'header' as const, key: 'accept-encoding', value: NAMES_BROTLI }],
  destination: '/api/build-file',
}
