import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import CHROMIUM_ARGS from './chromium-args.json' with { type: 'json' }

const require = createRequire(import.meta.url)

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** Flags for headless Chromium on a machine with no GPU and no network beyond loopback. */
export { CHROMIUM_ARGS }

/** Launch options: Debian's Chromium when present (no browser downloads here), else Playwright's. */
export function chromiumLaunchOptions() {
  const executablePath =
    process.env.PLAYWRIGHT_CHROMIUM_PATH ??
    (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined)
  return { executablePath, args: CHROMIUM_ARGS }
}

function bundledChromium() {
  try {
    const { chromium } = require('@playwright/test')
    const path = chromium.executablePath()
    return existsSync(path) ? path : null
  } catch {
    return null
  }
}

/**
 * Finds a Chromium for Playwright: Debian's, else Playwright's own; installs Debian's with
 * apt-get when we are root and it is missing. Returns null with instructions printed otherwise.
 */
export function ensureChromium() {
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  const bundled = bundledChromium()
  if (bundled) return bundled
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium with apt-get…")
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' })
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    } catch {
      // reported below
    }
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM
  }
  console.error(
    'No Chromium found for the browser tests. Install one of:\n' +
      '  sudo apt-get install chromium        (Debian/Ubuntu; provides /usr/bin/chromium)\n' +
      '  npx playwright install chromium      (where downloads are allowed)',
  )
  return null
}
