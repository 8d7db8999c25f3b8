// Starts the emulator alone as a child process (its own data directory), for emulator benchmarks.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startService, stopAll, waitForHttp } from '../../scripts/lib/processes.mjs'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The emulator with rate limits lifted (they would turn load into 429s) and no seeded history. */
export async function startEmulatorProcess(env = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emulator-bench-'))
  const url = `http://127.0.0.1:${port}`
  const child = startService(
    'emulator',
    process.execPath,
    ['--import', 'tsx', 'emulator/main.ts'],
    {
      EMULATOR_PORT: String(port),
      EMULATOR_DATA_DIR: dataDir,
      EMULATOR_TIME_SCALE: '0.02',
      EMULATOR_RATE_LIMIT_SCALE: '100000',
      EMULATOR_SEED_HISTORY: 'false',
      ...env,
    },
  )
  await waitForHttp(`${url}/health`)
  return {
    url,
    pid: child.pid,
    stop() {
      stopAll([child])
      return new Promise((done) => child.once('exit', done)).then(() =>
        rmSync(dataDir, { recursive: true, force: true }),
      )
    },
  }
}

/** Resident memory of one process (VmRSS), in bytes. */
export function vmRss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
}

/** Samples VmRSS every `everyMs` until stopped; stop() gives { baseline, peak, growth }. */
export function sampleVmRss(pid, everyMs = 25) {
  const baseline = vmRss(pid)
  let peak = baseline
  const timer = setInterval(() => (peak = Math.max(peak, vmRss(pid))), everyMs)
  return {
    stop() {
      clearInterval(timer)
      peak = Math.max(peak, vmRss(pid))
      return { baseline, peak, growth: peak - baseline }
    },
  }
}
