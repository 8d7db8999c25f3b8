// Status requests the studio sends for one job of each kind, under the schedule of docs/service-contract.md §4.9, driven
// through the real React Query options of lib/queries/job-status.ts on a virtual clock.
// Usage: npx tsx bench/polling-requests.ts [estimated seconds, default 180]
import { installVirtualClock } from './lib/virtual-clock'

const estimatedSeconds = Number(process.argv[2] ?? 180)
const TARGET = 12

type Kind = 'media' | 'music' | 'separation' | 'story' | 'premium'

/**
 * Each kind's record over its life, as the emulator's timelines send it: queued for the first
 * 10 %, working until 80 % (music streams from 40 %; media publishes to the CDN from 80 %; a
 * premium order waits for answers until 30 %), done at the estimate.
 */
function recordAt(kind: Kind, seconds: number): unknown {
  const share = seconds / estimatedSeconds
  const done = share >= 1
  const queued = share < 0.1
  const status = done ? 'completed' : queued ? 'pending' : 'processing'
  const url = (ext: string) => `https://cdn.test/file.${ext}`
  switch (kind) {
    case 'media': {
      const file = { id: 'o1', media_type: 'video', width: 1280, height: 720 }
      const publishing = share >= 0.8 && !done
      const outputs = done
        ? [{ ...file, url: url('mp4') }]
        : publishing
          ? [{ ...file, url: null, optimized_url: null }]
          : []
      return { id: 'j', status, outputs }
    }
    case 'music': {
      const streaming = share >= 0.4 && !done
      const song = { id: 1, stream_url: share >= 0.4 ? url('mp3') : null }
      return {
        id: 1,
        status: streaming ? 'streaming' : status,
        songs: [{ ...song, audio_url: done ? url('mp3') : null }],
      }
    }
    case 'separation':
      return { id: 'j', status, vocals_url: done ? url('mp3') : null }
    case 'story':
      return { id: 'j', status, scenes: [], final_video_url: done ? url('mp4') : null }
    case 'premium': {
      const open =
        share < 0.3 ? [{ id: 'q', question: '?', options: [], window_expires_at: '' }] : []
      const orderStatus = done ? 'completed' : open.length ? 'awaiting_answers' : 'in_production'
      return { id: 'j', status: orderStatus, open_questions: open }
    }
  }
}

async function measure(kind: Kind) {
  const clock = installVirtualClock(0)
  const { QueryClient, QueryObserver } = await import('@tanstack/react-query')
  const { jobStatusQueryOptions } = await import('@/lib/queries/job-status')
  const { jobKindDef } = await import('@/lib/api/job-kinds')
  const def = jobKindDef(kind)

  const requests: { at: number; phase: string }[] = []
  globalThis.fetch = (async () => {
    const seconds = Date.now() / 1000
    const body = recordAt(kind, seconds)
    requests.push({ at: seconds, phase: def.phase(def.status.parse(body)) })
    return { ok: true, status: 200, json: async () => body }
  }) as unknown as typeof fetch

  const client = new QueryClient()
  const observer = new QueryObserver(
    client,
    jobStatusQueryOptions(kind, 'bench-job', { startedAt: new Date(0).toISOString() }),
  )
  const unsubscribe = observer.subscribe(() => {})
  await clock.runUntil((estimatedSeconds + 600) * 1000)
  unsubscribe()
  const firstFinal = requests.findIndex((r) => r.phase === 'completed')
  return { requests, lag: (requests[firstFinal]?.at ?? NaN) - estimatedSeconds, firstFinal }
}

async function main(): Promise<boolean> {
  // React Query schedules no timers on a server; the watcher runs in a browser.
  ;(globalThis as Record<string, unknown>).window = globalThis
  console.log(`one job of each kind, estimated and completing at ${estimatedSeconds} s`)
  console.log('kind        requests  completion seen after  after completion  phases seen')
  let ok = true
  for (const kind of ['media', 'music', 'separation', 'story', 'premium'] as const) {
    const { requests, lag, firstFinal } = await measure(kind)
    const phases = [...new Set(requests.map((r) => r.phase))].join(' > ')
    console.log(
      `${kind.padEnd(10)}  ${String(requests.length).padStart(8)}  ${`${lag.toFixed(0)} s`.padStart(21)}  ${String(requests.length - firstFinal - 1).padStart(16)}  ${phases}`,
    )
    ok &&= requests.length <= TARGET
  }
  console.log(`target: <= ${TARGET} status requests per job`)
  return ok
}

// A CommonJS script (the package has no "type": "module"): no top-level await.
void main().then((withinTarget) => process.exit(withinTarget ? 0 : 1))
