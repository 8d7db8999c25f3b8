import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'
import CHROMIUM_ARGS from './scripts/lib/chromium-args.json'
import { clusterOutsideData } from './scripts/lib/cluster-folder.mjs'

// Debian's Chromium when present (no browser downloads here), else Playwright's own.
const DEBIAN_CHROMIUM = '/usr/bin/chromium'
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ??
  (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined)

// Overridable so several checkouts can run their browser tests side by side.
const STUDIO_PORT = Number(process.env.E2E_STUDIO_PORT ?? 3100)
const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 4110)
const DATABASE_PORT = Number(process.env.E2E_DATABASE_PORT ?? EMULATOR_PORT + 1000)

export const E2E_EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`
const emulatorDataDir = '.data/e2e-emulator'
const studioDataDir = '.data/e2e-studio'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.data/test-results/playwright.json',
      },
    ],
  ],
  use: {
    baseURL: `http://localhost:${STUDIO_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath, args: CHROMIUM_ARGS },
      },
    },
  ],
  // Exactly what `npm start` runs (emulator, then the studio on it), on private ports and data.
  webServer: {
    // Both fresh, as on a clean clone: a workspace kept from an earlier run would track jobs the
    // fresh emulator never made (its runs' items, lost or started, held every new run back). The
    // workspace's database may live outside the data folder (scripts/lib/cluster-folder.mjs).
    command: `rm -rf ${emulatorDataDir} ${studioDataDir} ${clusterOutsideData(studioDataDir)} && node scripts/start.mjs`,
    // Ready, not just up: the workspace's database (started beside it) answers too, so no test
    // begins while the studio's own saves would still wait for it.
    url: `http://127.0.0.1:${STUDIO_PORT}/api/ready`,
    reuseExistingServer: false,
    // start.mjs builds first when there is no up-to-date production build.
    timeout: 600_000,
    env: {
      PORT: String(STUDIO_PORT),
      EMULATOR_PORT: String(EMULATOR_PORT),
      EMULATOR_DATA_DIR: emulatorDataDir,
      EMULATOR_TIME_SCALE: '0.02',
      // The suite drives one demo account through dozens of pages a minute, far above a person's
      // pace: the read limit (120 a minute) is raised so tests meet 429 only where they ask for it.
      EMULATOR_RATE_LIMIT_SCALE: '5',
      // HTTP test hooks (emulator/README.md): a premium question arriving, a job aged past 7 days.
      EMULATOR_TEST_HOOKS: 'on',
      STUDIO_DATA_DIR: studioDataDir,
      // The embedded database `npm start` runs beside the studio, on a port of this checkout's.
      EMBEDDED_DATABASE_PORT: String(DATABASE_PORT),
    },
  },
})
