// Status requests the studio sends for one media job, under the spec 4.9 schedule, driven
// through the real React Query options of lib/queries/generation.ts on a virtual clock.
// Usage: npx tsx bench/polling-requests.ts [estimated seconds, default 180]
import { installVirtualClock } from './lib/virtual-clock'

const estimatedSeconds = Number(process.argv[2] ?? 180)
const TARGET = 12

async function main(): Promise<boolean> {
  // React Query schedules no timers on a server; the tray runs in a browser.
  ;(globalThis as Record<string, unknown>).window = globalThis
  const clock = installVirtualClock(0)
  const { QueryClient, QueryObserver } = await import('@tanstack/react-query')
  const { generationQueryOptions } = await import('@/lib/queries/generation')
  const { jobPhase } = await import('@/lib/jobs/job-phase')

  /** The emulator's timeline (emulator/jobs/timeline.ts): queued 10 %, processing 70 %, CDN 20 %. */
  function recordAt(seconds: number) {
    const id = 'bench-job'
    const file = { id: 'o1', media_type: 'video', width: 1280, height: 720 }
    if (seconds < estimatedSeconds * 0.1) return { id, status: 'pending', outputs: [] }
    if (seconds < estimatedSeconds * 0.8) return { id, status: 'processing', outputs: [] }
    if (seconds < estimatedSeconds) {
      return { id, status: 'processing', outputs: [{ ...file, url: null, optimized_url: null }] }
    }
    return { id, status: 'completed', outputs: [{ ...file, url: 'https://cdn/v.mp4' }] }
  }

  const requests: { at: number; status: string }[] = []
  globalThis.fetch = (async () => {
    const seconds = Date.now() / 1000
    const body = recordAt(seconds)
    requests.push({ at: seconds, status: jobPhase(body) })
    return { ok: true, status: 200, json: async () => body }
  }) as unknown as typeof fetch

  const client = new QueryClient()
  const observer = new QueryObserver(
    client,
    generationQueryOptions('bench-job', { startedAt: new Date(0).toISOString() }),
  )
  const unsubscribe = observer.subscribe(() => {})
  await clock.runUntil((estimatedSeconds + 600) * 1000)
  unsubscribe()

  const firstFinal = requests.findIndex((r) => r.status === 'completed')
  const seenAt = requests[firstFinal]?.at ?? NaN
  console.log(`job estimated at ${estimatedSeconds} s (completes at ${estimatedSeconds} s)`)
  console.log('poll  at (s)  wait (s)  phase seen')
  requests.forEach((r, i) => {
    const wait = r.at - (requests[i - 1]?.at ?? 0)
    console.log(
      `${String(i + 1).padStart(4)}  ${r.at.toFixed(0).padStart(6)}  ${wait.toFixed(0).padStart(8)}  ${r.status}`,
    )
  })
  console.log(
    `status requests: ${requests.length} (target <= ${TARGET}); completion seen ${(seenAt - estimatedSeconds).toFixed(0)} s after it happened`,
  )
  console.log(`requests after completion was seen: ${requests.length - firstFinal - 1}`)
  return requests.length <= TARGET
}

// A CommonJS script (the package has no "type": "module"): no top-level await.
void main().then((withinTarget) => process.exit(withinTarget ? 0 : 1))
