import { STORY_GENERATION_TYPE, StoryGenerateRequest } from '@/lib/api'
import { notFound } from '../../http/api-error'
import type { RouteHandlers } from '../../http/route-context'
import { newScene, type StoryJobParams } from '../../jobs/story/params'
import { ownJob, requireCredits, startJob } from '../support'
import { planStory } from './plan'
import { storyStatusView } from './view'
import type { JobKind } from '../../store/types'

const STORY_KINDS = ['story'] satisfies JobKind[]

/** POST /v1/story/generate and GET /v1/story/{job_id} (docs/service-contract.md §4.6). */
export const storyRoutes: RouteHandlers = {
  v1_story_generate: async (ctx) => {
    const body = await ctx.body(StoryGenerateRequest)
    const plan = planStory(ctx.services.catalog, body)
    // Scenes are billed as each starts; a story the caller cannot even begin is refused here.
    requireCredits(ctx, plan.scenes[0]!.cost)
    const params: StoryJobParams = {
      title: body.title?.trim() || null,
      aspectRatio: plan.aspectRatio,
      ...plan.size,
      withAudio: plan.withAudio,
      scenes: plan.scenes.map((scene, index) => newScene(index, scene)),
    }
    const model = plan.entry.model
    const job = await startJob(ctx, {
      kind: 'story',
      model: model.model_id,
      prompt: params.title ?? params.scenes[0]!.prompt,
      generationType: STORY_GENERATION_TYPE,
      estimatedSeconds: (model.estimated_time_seconds ?? 60) * params.scenes.length,
      creditsDeducted: 0,
      params: { ...params },
    })
    return ctx.json({ story_job_id: job.id, status: job.status })
  },

  v1_story_status_get: (ctx) => {
    const job = ownJob(ctx, ctx.param('job_id'), STORY_KINDS)
    if (!job) throw notFound('Story job')
    return ctx.json(storyStatusView(job, ctx.services.files))
  },
}
