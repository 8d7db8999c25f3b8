import {
  BILLING_MODE_PREPAID,
  MUSIC_SONGS_PER_JOB,
  MusicGenerateRequest,
  type MusicAccepted,
} from '@/lib/api'
import { notFound } from '../../http/api-error'
import type { RouteHandlers } from '../../http/route-context'
import { charge, ownJob, startJob } from '../support'
import { nextMusicId, planSongs } from './ids'
import { planMusicRequest } from './plan'
import { musicStatusView } from './view'
import type { JobKind } from '../../store/types'

const MUSIC_KINDS = ['music'] satisfies JobKind[]

/** POST /v1/generate/music and GET /v1/generate/music/{id} (docs/service-contract.md §4.4). */
export const musicRoutes: RouteHandlers = {
  v1_music_generate: async (ctx) => {
    const body = await ctx.body(MusicGenerateRequest)
    const { config, catalog, store } = ctx.services
    const plan = planMusicRequest(catalog, body)
    charge(ctx, plan.cost)
    const id = nextMusicId(store.state)
    const estimatedSeconds = plan.entry.model.estimated_time_seconds ?? 120
    const job = await startJob(ctx, {
      id,
      kind: 'music',
      model: plan.entry.model.model_id,
      prompt: plan.prompt,
      generationType: plan.entry.model.generation_types?.[0] ?? 'text-to-music',
      estimatedSeconds,
      creditsDeducted: plan.cost,
      params: {
        ...plan.params,
        songs: planSongs(id, MUSIC_SONGS_PER_JOB, config.musicSongSeconds),
      },
    })
    const accepted: MusicAccepted = {
      generation_id: job.id,
      status: job.status,
      estimated_time_seconds: Math.max(1, Math.round(estimatedSeconds * config.timeScale)),
      billing_mode: BILLING_MODE_PREPAID,
      message: `Music generation started. Poll GET /v1/generate/music/${job.id} until status is completed or failed.`,
      model: job.model,
      estimated_cost_credits: plan.cost,
    }
    return ctx.json(accepted)
  },

  v1_music_status_get: (ctx) => {
    const job = ownJob(ctx, ctx.param('id'), MUSIC_KINDS)
    if (!job) throw notFound('Music generation')
    return ctx.json(musicStatusView(job, ctx.services))
  },
}
