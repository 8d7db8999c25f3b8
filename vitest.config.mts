import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // server-only throws outside React Server bundles; tests import server modules directly.
      'server-only': fileURLToPath(new URL('./lib/test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**'],
    environment: 'node',
    setupFiles: ['./lib/test/setup-dom.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
