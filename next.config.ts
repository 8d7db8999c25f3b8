import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` checks the whole repo (emulator included) as its own step of `npm test`.
  typescript: { ignoreBuildErrors: true },
  // The emulator is a separate process; keep its folder out of the studio's trace.
  outputFileTracingExcludes: { '*': ['emulator/**', '.data/**'] },
}

export default nextConfig
