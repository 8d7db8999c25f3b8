// The machine's floor for Lighthouse: a bare Next.js page (the framework and one small client
// component, nothing of the studio) built with this checkout's Next and React and served as the
// studio is, measured in the same run as the pages. Lighthouse's phone multiplies what this
// machine's CPU takes by 4, so a slow machine scores every page lower; the bare page shows how
// much of a page's score is the machine's and the framework's, whatever the machine (docs/
// performance.md, "Judging a score on this machine").
// Built in a folder of its own outside the checkout (inside it, Next takes the studio's proxy and
// instrumentation as the bare page's), with the checkout's node_modules linked into it.
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { spawn } from 'node:child_process'
import { require as requireTs } from 'tsx/cjs/api'
import { waitForHttp } from '../../scripts/lib/processes.mjs'

// The headers every studio response carries. One of them changes how Chromium loads a page: with
// `Cross-Origin-Opener-Policy` the page gets a browsing context group, so a renderer process, of
// its own (docs/performance.md, "Half of a page's blocking time is the navigation itself").
const { COMMON_SECURITY_HEADERS } = requireTs(
  '../../lib/config/security-headers.ts',
  import.meta.url,
)

const BASE_DIR = path.join(tmpdir(), 'media-studio-bare-next')
const CHECKOUT = process.cwd()

/** The deepest folder holding both: Turbopack resolves nothing outside its root. */
function commonRoot(a, b) {
  const [x, y] = [a, b].map((p) => p.split(path.sep))
  let i = 0
  while (i < x.length && x[i] === y[i]) i += 1
  return x.slice(0, i).join(path.sep) || path.sep
}

const filesFor = (dir) => ({
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  'app/page.tsx': `'use client'
import { useState } from 'react'
export default function Page() {
  const [count, setCount] = useState(0)
  return (
    <main>
      <h1>A bare page</h1>
      <p>The framework and one small client component: what every page of the studio starts from.</p>
      <button onClick={() => setCount(count + 1)}>Pressed {count} times</button>
    </main>
  )
}
`,
  'package.json': '{ "name": "bare-next", "private": true }\n',
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      jsx: 'preserve',
      module: 'esnext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      esModuleInterop: true,
      lib: ['dom', 'esnext'],
    },
    include: ['**/*.tsx'],
  }),
  // node_modules is a link into the checkout: the root must hold both. The framework's scripts get
  // the studio's compile hints (scripts/lib/compile-hints.mjs), so the floor is measured alike.
  'next.config.mjs': `export default {
  turbopack: { root: ${JSON.stringify(commonRoot(dir, CHECKOUT))} },
  async headers() {
    if (!process.env.BARE_STUDIO_HEADERS) return []
    return [{ source: '/:path*', headers: ${JSON.stringify(COMMON_SECURITY_HEADERS)} }]
  },
  compiler: {
    async runAfterProductionCompile({ distDir }) {
      const { addCompileHints } = await import(${JSON.stringify(pathToFileURL(path.join(CHECKOUT, 'scripts/lib/compile-hints.mjs')).href)})
      addCompileHints(distDir)
    },
  },
}
`,
})

/**
 * Builds and serves the bare page on a port; returns its URL and how to stop it. With
 * `studioHeaders`, it answers with the studio's own headers: the floor of a page served as the
 * studio serves it.
 */
export async function startBareNext(port, { studioHeaders = false } = {}) {
  // A folder per variant: each is a build of its own, and both may be served at once.
  const dir = studioHeaders ? `${BASE_DIR}-studio-headers` : BASE_DIR
  for (const [file, text] of Object.entries(filesFor(dir))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  const modules = path.join(dir, 'node_modules')
  if (!existsSync(modules)) symlinkSync(path.join(CHECKOUT, 'node_modules'), modules)
  // Started in its own folder: from the checkout's, Next would take the studio's instrumentation.
  const next = (args, stdio) =>
    spawn('node', [path.join(CHECKOUT, 'node_modules/next/dist/bin/next'), ...args], {
      cwd: dir,
      stdio,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        ...(studioHeaders ? { BARE_STUDIO_HEADERS: '1' } : {}),
      },
    })
  const built = await new Promise((resolve) => next(['build'], 'inherit').on('exit', resolve))
  if (built !== 0) throw new Error(`the bare Next.js page did not build (exit ${built})`)
  const child = next(['start', '-p', String(port)], 'ignore')
  const url = `http://127.0.0.1:${port}/`
  await waitForHttp(url)
  return { url, stop: () => child.kill('SIGTERM') }
}
