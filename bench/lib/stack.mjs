// Starts a private emulator + production studio pair for a benchmark, and measures processes.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startService, stopAll, waitForHttp } from '../../scripts/lib/processes.mjs'
import { prepareStandalone, STANDALONE } from '../../scripts/lib/standalone.mjs'

/** A production build's standalone server, the way the container runs it, on the emulator. */
function startStudio({ name, buildDir, port, emulatorUrl, dataDir, nodeArgs = [] }) {
  if (!prepareStandalone(buildDir)) throw new Error(`no production build in ${buildDir}/.next`)
  return startService(
    name,
    process.execPath,
    [...nodeArgs, path.join(buildDir, STANDALONE, 'server.js')],
    {
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      STUDIO_UPSTREAM_URL: emulatorUrl,
      STUDIO_EMBEDDED_EMULATOR: '1',
      STUDIO_DATA_DIR: path.join(dataDir, name),
    },
  )
}

// BENCH_STUDIO_PORT / BENCH_EMULATOR_PORT let several checkouts benchmark side by side.
// The studio is this checkout's build, or BENCH_STUDIO_DIR's (a copy of an earlier build).
// `studioNodeArgs` go to the studio's node (a profiler's flags). `otherBuilds` ([{ name, dir,
// port }]) start more studios on the same emulator, to measure builds side by side.
export async function startStack({
  emulatorPort = Number(process.env.BENCH_EMULATOR_PORT ?? 4510),
  studioPort = Number(process.env.BENCH_STUDIO_PORT ?? 3510),
  emulatorEnv = {},
  studioNodeArgs = [],
  otherBuilds = [],
} = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-studio-bench-'))
  const emulatorUrl = `http://127.0.0.1:${emulatorPort}`
  const studioUrl = `http://127.0.0.1:${studioPort}`
  const emulator = startService(
    'emulator',
    process.execPath,
    ['--import', 'tsx', 'emulator/main.ts'],
    {
      EMULATOR_PORT: String(emulatorPort),
      EMULATOR_DATA_DIR: path.join(dataDir, 'emulator'),
      EMULATOR_TIME_SCALE: '0.02',
      ...emulatorEnv,
    },
  )
  const children = [emulator]
  try {
    const studioStartedAt = Date.now()
    const builds = [
      { name: 'studio', dir: process.env.BENCH_STUDIO_DIR ?? '.', port: studioPort },
      ...otherBuilds,
    ]
    const studios = builds.map(({ name, dir, port }, k) => {
      const child = startStudio({
        name,
        buildDir: dir,
        port,
        emulatorUrl,
        dataDir,
        nodeArgs: k === 0 ? studioNodeArgs : [],
      })
      children.push(child)
      return { name, url: `http://127.0.0.1:${port}`, child }
    })
    await waitForHttp(`${emulatorUrl}/health`)
    for (const { url } of studios) await waitForHttp(`${url}/api/session`, 120_000)
    return {
      emulatorUrl,
      studioUrl,
      emulator,
      studio: studios[0].child,
      studios,
      studioStartedAt,
      dataDir,
      stop: () => stopAll(children),
    }
  } catch (error) {
    stopAll(children)
    throw error
  }
}

/** Connects a demo account through the studio and returns the Cookie header to reuse. */
export async function connectDemo(studioUrl, demo = 'creator') {
  const response = await fetch(`${studioUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ demo }),
  })
  if (!response.ok) throw new Error(`connect failed: ${response.status}`)
  return response.headers.get('set-cookie').split(';')[0]
}

/** The pids of a process and all its descendants (Linux /proc). */
export function processTree(rootPid) {
  const parents = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(Number(entry), ppid)
    } catch {
      // process ended while we looked
    }
  }
  const inTree = (pid) => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === rootPid) return true
    return false
  }
  return [...parents.keys()].filter(inTree)
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
export function treeRss(rootPid) {
  let total = 0
  for (const pid of processTree(rootPid)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
    } catch {
      // gone
    }
  }
  return total
}

/** CPU time (user + system, ms) a process and all its descendants have used (Linux /proc). */
export function treeCpuMs(rootPid) {
  const TICK_MS = 10 // USER_HZ: 100 on Linux
  let ticks = 0
  for (const pid of processTree(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
    } catch {
      // gone
    }
  }
  return ticks * TICK_MS
}

/** Samples treeRss every `everyMs` until stopped; returns { stop() -> { baseline, peak } }. */
export function sampleRss(pid, everyMs = 50) {
  const baseline = treeRss(pid)
  let peak = baseline
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid))
  }, everyMs)
  return {
    stop() {
      clearInterval(timer)
      peak = Math.max(peak, treeRss(pid))
      return { baseline, peak, growth: peak - baseline }
    },
  }
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
