import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` checks the whole repo (emulator included) as its own step of `npm test`.
  typescript: { ignoreBuildErrors: true },
  // Bundled, not external, so the Pages API upload route gets Next's server-side alias for it.
  transpilePackages: ['server-only'],
  async rewrites() {
    // Uploads take the streamed Pages API route (see pages/api/streamed-upload.ts).
    return {
      beforeFiles: [{ source: '/api/v1/upload/media', destination: '/api/streamed-upload' }],
      afterFiles: [],
      fallback: [],
    }
  },
  // The emulator is a separate process; keep its folder out of the studio's trace.
  outputFileTracingExcludes: { '*': ['emulator/**', '.data/**'] },
}

export default nextConfig
