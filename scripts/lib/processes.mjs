import { spawn } from 'node:child_process'

/** Starts a long-running child that shares our terminal; returns the ChildProcess. */
export function startService(name, command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...env },
  })
  child.on('exit', (code, signal) => {
    // A clean stop (asked by a signal, or exit 0 once it handled one) is not news.
    if (signal === 'SIGTERM' || signal === 'SIGINT' || code === 0) return
    console.error(`[${name}] exited (${signal ?? code})`)
  })
  return child
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...env },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
}

/** Polls a URL until it answers 2xx, or throws after the timeout. */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

export function stopAll(children) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
