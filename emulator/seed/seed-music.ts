import type { MusicGenerateRequest } from '@/lib/api'
import { MUSIC_SONGS_PER_JOB, SEPARATION_MODEL_ID } from '@/lib/api'
import { newJob } from '../jobs/new-job'
import type { SeparationJobParams } from '../jobs/renderers/separation'
import { nextMusicId, planSongs } from '../routes/music/ids'
import { planMusicRequest } from '../routes/music/plan'
import type { Services } from '../services'
import { DEMO_USERS } from '../store/seed-accounts'
import { renderSeedJob, storePendingSeed } from './seed-render'
import type { JobRecord } from '../store/types'

const SONGS: { user: string; hoursAgo: number; request: MusicGenerateRequest }[] = [
  {
    user: DEMO_USERS.creator,
    hoursAgo: 36,
    request: { prompt: 'Upbeat synthwave for a night drive through the city', model: 'V4_5' },
  },
  {
    user: DEMO_USERS.creator,
    hoursAgo: 9,
    request: {
      model: 'V5',
      title: 'Paper Lanterns',
      style: 'lofi, chill, piano',
      vocal_gender: 'f',
      lyrics:
        '[Verse]\nPaper lanterns on the river\nFloating slow into the night\n\n[Chorus]\nLet them go, let them glow',
    },
  },
  {
    user: DEMO_USERS.team,
    hoursAgo: 20,
    request: {
      model: 'V4_5PLUS',
      title: 'Quarterly Momentum',
      style: 'corporate, uplifting, acoustic',
      song_description: 'bright acoustic guitar for a product video',
      instrumental: true,
    },
  },
]

const hoursBefore = (services: Services, hours: number) =>
  new Date(services.now().getTime() - hours * 3_600_000)

/** Stores a seeded job and completes it with its files, 90 s after it was created. */
async function renderCompleted(services: Services, job: JobRecord): Promise<boolean> {
  job.startedAt = job.createdAt
  storePendingSeed(services, job)
  return renderSeedJob(services, job, new Date(Date.parse(job.createdAt) + 90_000).toISOString())
}

function musicJob(services: Services, seed: (typeof SONGS)[number]): JobRecord {
  const plan = planMusicRequest(services.catalog, seed.request)
  const id = nextMusicId(services.store.state)
  const songs = planSongs(id, MUSIC_SONGS_PER_JOB, services.config.musicSongSeconds)
  return newJob({
    id,
    kind: 'music',
    userId: seed.user,
    model: plan.entry.model.model_id,
    prompt: plan.prompt,
    generationType: 'text-to-music',
    estimatedSeconds: 0,
    creditsDeducted: plan.cost,
    params: { ...plan.params, songs },
    firstStatus: 'processing',
    now: hoursBefore(services, seed.hoursAgo),
  })
}

/** The seeded song a previous start made (music ids are numbered, so it is found by content). */
function seededSong(services: Services, seed: (typeof SONGS)[number]): JobRecord | undefined {
  const { prompt } = planMusicRequest(services.catalog, seed.request)
  return Object.values(services.store.state.jobs).find(
    (job) => job.kind === 'music' && job.userId === seed.user && job.prompt === prompt,
  )
}

const SEPARATION_ID = '5eed0000-0000-4000-8000-5e9a00000001'

function separationJob(services: Services, song: JobRecord): JobRecord {
  const vocalSong = song.outputs[0]
  const params: SeparationJobParams = {
    inputFile: vocalSong?.file ?? '',
    durationSeconds: vocalSong?.durationSeconds ?? null,
  }
  return newJob({
    id: SEPARATION_ID,
    kind: 'separation',
    userId: song.userId,
    model: SEPARATION_MODEL_ID,
    prompt: '',
    generationType: 'separation',
    estimatedSeconds: 0,
    creditsDeducted: services.catalog.entry(SEPARATION_MODEL_ID)?.model.cost_per_generation ?? 6,
    params: { ...params },
    firstStatus: 'processing',
    now: hoursBefore(services, 8),
  })
}

/**
 * Completed music for the creator and the team, and the creator's stems of a sung one. Songs a
 * previous start finished are kept. True when all of them exist.
 */
export async function seedMusicHistory(services: Services, signal: AbortSignal): Promise<boolean> {
  const songs: JobRecord[] = []
  let complete = true
  for (const seed of SONGS) {
    if (signal.aborted) return false
    const existing = seededSong(services, seed)
    if (existing) {
      songs.push(existing)
      continue
    }
    const job = musicJob(services, seed)
    complete = (await renderCompleted(services, job)) && complete
    songs.push(job)
  }
  if (Object.hasOwn(services.store.state.jobs, SEPARATION_ID)) return complete
  const sung = songs[1]
  if (signal.aborted || sung?.status !== 'completed') return false
  return (await renderCompleted(services, separationJob(services, sung))) && complete
}
