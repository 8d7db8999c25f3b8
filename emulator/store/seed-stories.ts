import type { StoryGenerateRequest } from '@/lib/api'
import { STORY_GENERATION_TYPE } from '@/lib/api'
import { newJob } from '../jobs/new-job'
import { createPremiumOrder, type NewPremiumOrder } from '../jobs/premium/order'
import { newScene, type StoryJobParams } from '../jobs/story/params'
import { planStory } from '../routes/story/plan'
import type { Services } from '../services'
import { DEMO_USERS } from './seed-accounts'
import { keepDemoQuestions } from './seed-premium'

const STORY: StoryGenerateRequest = {
  title: 'The Lighthouse Keeper',
  model: 'wan-2-5',
  aspect_ratio: '16:9',
  scenes: [
    { prompt: 'A lighthouse keeper climbs the spiral stairs at dusk', duration_seconds: 4 },
    { prompt: 'The beam sweeps across a stormy sea', duration_seconds: 4 },
  ],
}

/** A finished story of the creator, its scenes billed when it was made (no credits spent now). */
async function seedStory(services: Services): Promise<void> {
  const plan = planStory(services.catalog, STORY)
  const scenes = plan.scenes.map((scene, index) => ({
    ...newScene(index, scene),
    creditsDeducted: scene.cost,
  }))
  const params: StoryJobParams = {
    title: STORY.title ?? null,
    aspectRatio: plan.aspectRatio,
    ...plan.size,
    withAudio: plan.withAudio,
    scenes,
  }
  const job = newJob({
    id: '5eed0000-0000-4000-8000-5709e0000001',
    kind: 'story',
    userId: DEMO_USERS.creator,
    model: plan.entry.model.model_id,
    prompt: STORY.title ?? '',
    generationType: STORY_GENERATION_TYPE,
    estimatedSeconds: 0,
    creditsDeducted: scenes.reduce((sum, scene) => sum + scene.creditsDeducted, 0),
    params: { ...params },
    firstStatus: 'processing',
    now: new Date(services.now().getTime() - 5 * 3_600_000),
  })
  services.store.state.jobs[job.id] = job
  await services.jobs.submit(job)
  job.completedAt = new Date(Date.parse(job.createdAt) + 240_000).toISOString()
}

/** The creator's delivered order: every question answered, produced at once. */
const DELIVERED: Omit<NewPremiumOrder, 'createdAt'> = {
  userId: DEMO_USERS.creator,
  title: 'Holiday greeting',
  brief: 'A festive greeting card video with snow falling over a small town',
  durationSeconds: 4,
  productionSeconds: 0,
  credits: 900,
  questions: [
    {
      question: 'Snow or no snow?',
      options: ['Snow', 'No snow'],
      windowSeconds: 0,
      answer: 'Snow',
    },
  ],
}

/** The creator's story, a delivered premium order and the demo accounts' standing orders. */
export async function seedStoriesAndOrders(services: Services, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return
  await seedStory(services)
  keepDemoQuestions(services)
  if (signal.aborted) return
  const createdAt = new Date(services.now().getTime() - 3 * 24 * 3_600_000)
  const delivered = createPremiumOrder(services, { ...DELIVERED, createdAt })
  await delivered.done
  delivered.job.completedAt = new Date(createdAt.getTime() + 6 * 3_600_000).toISOString()
  services.store.changed()
}
