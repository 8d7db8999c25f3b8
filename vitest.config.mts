import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./', import.meta.url)) },
      // server-only throws outside React Server bundles; tests import server modules directly.
      {
        find: 'server-only',
        replacement: fileURLToPath(new URL('./lib/test/server-only-stub.ts', import.meta.url)),
      },
      // The App Router's next/dynamic, as the build gives every page (the package's main entry
      // is the Pages Router's, which renders a lazy part differently on the server).
      { find: /^next\/dynamic$/, replacement: 'next/dist/shared/lib/app-dynamic.js' },
    ],
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
