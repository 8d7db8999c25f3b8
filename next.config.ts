import type { NextConfig } from 'next'
import {
  COMMON_SECURITY_HEADERS,
  HSTS_HEADER,
  NON_DOCUMENT_CSP,
} from './lib/config/security-headers'
import { BROTLI_BUILD_FILES } from './lib/config/build-files'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A self-contained server (.next/standalone/server.js with only the modules it uses): the
  // container image ships it without the repository's development dependencies.
  output: 'standalone',
  poweredByHeader: false,
  // `npm run typecheck` checks the whole repo (emulator included) as its own step of `npm test`.
  typescript: { ignoreBuildErrors: true },
  // Bundled, not external, so the Pages API upload route gets Next's server-side alias for it.
  transpilePackages: ['server-only'],
  compiler: {
    // The scripts every page loads first are compiled off the main thread in Chromium: see
    // scripts/lib/compile-hints.mjs and docs/performance.md ("Where a phone's time goes").
    // Then every script and stylesheet is compressed once, here, rather than on every request
    // (scripts/lib/precompress-static.mjs): after the hints, which change the scripts.
    async runAfterProductionCompile({ distDir }) {
      const { addCompileHints } = await import('./scripts/lib/compile-hints.mjs')
      addCompileHints(distDir)
      const { precompressStatic } = await import('./scripts/lib/precompress-static.mjs')
      precompressStatic(distDir)
    },
  },
  async headers() {
    const nonDocumentCsp = [{ key: 'Content-Security-Policy', value: NON_DOCUMENT_CSP }]
    return [
      { source: '/:path*', headers: [...COMMON_SECURITY_HEADERS] },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https.*' }],
        headers: [HSTS_HEADER],
      },
      // Pages get a per-request CSP with a nonce from proxy.ts.
      { source: '/api/:path*', headers: nonDocumentCsp },
      { source: '/_next/static/:path*', headers: nonDocumentCsp },
      { source: '/robots.txt', headers: nonDocumentCsp },
    ]
  },
  async rewrites() {
    // The service's routes take the proxy's Pages API route (see pages/api/service-relay.ts).
    // A browser that takes brotli gets the build's scripts and stylesheets as the brotli copies
    // the build made (pages/api/build-file.ts); every other static request is Next's own.
    return {
      beforeFiles: [
        { source: '/api/v1/:path*', destination: '/api/service-relay' },
        { source: '/api/public/:path*', destination: '/api/service-relay' },
        // Not under `next dev`, whose files are not on disk and have no copies.
        ...(process.env.NODE_ENV === 'development' ? [] : [BROTLI_BUILD_FILES]),
      ],
      afterFiles: [],
      fallback: [],
    }
  },
  turbopack: {
    rules: {
      // zod's modules the browser never runs, stubbed in browser code only: the loader names
      // them and passes zod's other files unchanged (docs/performance.md, "What a page loads first, zod counted").
      '*.js': {
        condition: { all: ['browser', { path: /(^|[\\/])node_modules[\\/]zod[\\/]v4[\\/]/ }] },
        loaders: ['./scripts/lib/zod-browser-stubs.js'],
      },
    },
  },
  // The emulator is a separate process; keep its folder out of the studio's trace.
  outputFileTracingExcludes: { '*': ['emulator/**', '.data/**'] },
}

export default nextConfig
