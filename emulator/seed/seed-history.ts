import { newJob } from '../jobs/new-job'
import type { Services } from '../services'
import { DEMO_USERS } from '../store/seed-accounts'
import { renderSeedJob, storePendingSeed } from './seed-render'
import type { MediaJobParams, SpeechJobParams } from '../store/job-schemas'
import type { JobRecord } from '../store/types'

type SeedJob = {
  n: number
  user: string
  model: string
  prompt: string
  type: string
  credits: number
  hoursAgo: number
  fail?: string
} & ({ kind: 'media'; params: MediaJobParams } | { kind: 'dialogue'; params: SpeechJobParams })

const image = (width: number, height: number, seed: number): MediaJobParams => ({
  mediaType: 'image',
  width,
  height,
  seed,
})
const video = (seconds: number, withAudio: boolean): MediaJobParams => ({
  mediaType: 'video',
  width: 1280,
  height: 720,
  durationSeconds: seconds,
  withAudio,
  seed: 7,
})

const SEEDS: SeedJob[] = [
  {
    n: 1,
    user: DEMO_USERS.creator,
    kind: 'media',
    model: 'nano-banana',
    prompt: 'A lighthouse on a cliff at dusk, oil painting',
    type: 'text-to-image',
    credits: 4,
    hoursAgo: 50,
    params: image(1024, 576, 1),
  },
  {
    n: 2,
    user: DEMO_USERS.creator,
    kind: 'media',
    model: 'imagen-4',
    prompt: 'Minimalist poster of a red bicycle',
    type: 'text-to-image',
    credits: 8,
    hoursAgo: 30,
    params: image(768, 1024, 2),
  },
  {
    n: 3,
    user: DEMO_USERS.creator,
    kind: 'media',
    model: 'flux-2-1K',
    prompt: 'Isometric city block at night, neon signs',
    type: 'text-to-image',
    credits: 5,
    hoursAgo: 20,
    params: image(1024, 1024, 3),
  },
  {
    n: 4,
    user: DEMO_USERS.creator,
    kind: 'media',
    model: 'seedance-1-5-pro-720p-4s',
    prompt: 'Paper boats drifting on a rainy street',
    type: 'text-to-video',
    credits: 20,
    hoursAgo: 12,
    params: video(4, false),
  },
  {
    n: 5,
    user: DEMO_USERS.creator,
    kind: 'media',
    model: 'veo3-1-fast-text-to-video',
    prompt: 'Drone shot over a misty pine forest at sunrise',
    type: 'text-to-video',
    credits: 99,
    hoursAgo: 6,
    params: video(8, true),
  },
  {
    n: 6,
    user: DEMO_USERS.creator,
    kind: 'dialogue',
    model: 'text-to-dialogue-v3',
    prompt: 'Welcome to Media Studio. Your first render is ready.',
    type: 'text-to-speech',
    credits: 3,
    hoursAgo: 4,
    params: { text: 'Welcome to Media Studio. Your first render is ready.', voice: 'Rachel' },
  },
  {
    n: 7,
    user: DEMO_USERS.creator,
    kind: 'media',
    model: 'nano-banana',
    prompt: 'A storm over the sea [fail]',
    type: 'text-to-image',
    credits: 4,
    hoursAgo: 2,
    params: image(1024, 1024, 4),
    fail: 'The provider could not complete this generation (the prompt contains the [fail] test marker).',
  },
  {
    n: 8,
    user: DEMO_USERS.team,
    kind: 'media',
    model: 'gpt-image-2',
    prompt: 'Team offsite banner with mountains',
    type: 'text-to-image',
    credits: 12,
    hoursAgo: 26,
    params: image(1024, 682, 5),
  },
  {
    n: 9,
    user: DEMO_USERS.team,
    kind: 'dialogue',
    model: 'text-to-dialogue-v3',
    prompt: 'Quarterly update: the new campaign is live.',
    type: 'text-to-speech',
    credits: 3,
    hoursAgo: 8,
    params: { text: 'Quarterly update: the new campaign is live.', voice: 'Drew' },
  },
  {
    n: 10,
    user: DEMO_USERS.readonly,
    kind: 'media',
    model: 'imagen-4-fast',
    prompt: 'Watercolor fox in the snow',
    type: 'text-to-image',
    credits: 4,
    hoursAgo: 70,
    params: image(1024, 1024, 6),
  },
  {
    n: 11,
    user: DEMO_USERS.empty,
    kind: 'media',
    model: 'nano-banana',
    prompt: 'Sketch of a coffee cup',
    type: 'text-to-image',
    credits: 4,
    hoursAgo: 90,
    params: image(1024, 1024, 7),
  },
]

const seedId = (n: number) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`

function record(services: Services, s: SeedJob): JobRecord {
  const created = new Date(services.now().getTime() - s.hoursAgo * 3_600_000)
  const common = {
    id: seedId(s.n),
    userId: s.user,
    model: s.model,
    prompt: s.prompt,
    generationType: s.type,
    estimatedSeconds: 0,
    creditsDeducted: s.credits,
    firstStatus: 'processing',
    now: created,
  }
  const job: JobRecord =
    s.kind === 'media'
      ? newJob({ ...common, kind: s.kind, params: s.params })
      : newJob({ ...common, kind: s.kind, params: s.params })
  job.startedAt = job.createdAt
  return job
}

/**
 * The history of the demo accounts (docs/decisions.md §D25: screens are non-empty on first start). Missing
 * records are stored at once; files render in the background, one at a time, and each job
 * completes when its files exist. Records a previous start finished are kept, so this can run
 * again after an interrupted start. True when every seeded job is finished.
 */
export async function seedMediaHistory(services: Services, signal: AbortSignal): Promise<boolean> {
  const { state } = services.store
  const missing = SEEDS.filter((s) => !Object.hasOwn(state.jobs, seedId(s.n)))
  const seeded = missing.map((s) => ({ s, job: record(services, s) }))
  const finishedAt = (job: JobRecord) => new Date(Date.parse(job.createdAt) + 40_000).toISOString()
  for (const { s, job } of seeded) {
    if (!s.fail) storePendingSeed(services, job)
    else {
      Object.assign(job, { status: 'failed', errorMessage: s.fail, completedAt: finishedAt(job) })
      state.jobs[job.id] = job
    }
  }
  services.store.changed()
  let complete = true
  for (const { s, job } of seeded) {
    if (signal.aborted) return false
    if (!s.fail) complete = (await renderSeedJob(services, job, finishedAt(job))) && complete
  }
  return complete
}
