import type { StoryGenerateRequest } from '@/lib/api'
import { STORY_GENERATION_TYPE } from '@/lib/api'
import { newJob } from '../jobs/new-job'
import { createPremiumOrder, PREMIUM_KIND, type NewPremiumOrder } from '../jobs/premium/order'
import { newScene, type StoryJobParams } from '../jobs/story/params'
import { planStory } from '../routes/story/plan'
import type { Services } from '../services'
import { DEMO_USERS } from '../store/seed-accounts'
import { keepDemoQuestions } from '../jobs/premium/demo-orders'
import { dropSeed, finishSeed, storePendingSeed } from './seed-render'

const STORY: StoryGenerateRequest = {
  title: 'The Lighthouse Keeper',
  model: 'wan-2-5',
  aspect_ratio: '16:9',
  scenes: [
    { prompt: 'A lighthouse keeper climbs the spiral stairs at dusk', duration_seconds: 4 },
    { prompt: 'The beam sweeps across a stormy sea', duration_seconds: 4 },
  ],
}

const STORY_ID = '5eed0000-0000-4000-8000-5709e0000001'

/**
 * A finished story of the creator, its scenes billed when it was made (no credits spent now).
 * True once it exists (a previous start may have made it).
 */
export async function seedStory(services: Services, signal: AbortSignal): Promise<boolean> {
  if (Object.hasOwn(services.store.state.jobs, STORY_ID)) return true
  if (signal.aborted) return false
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
    id: STORY_ID,
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
  storePendingSeed(services, job)
  await services.jobs.submit(job)
  if (job.status !== 'completed') {
    dropSeed(services, job, job.errorMessage ?? `the story ended ${job.status}`)
    return false
  }
  job.completedAt = new Date(Date.parse(job.createdAt) + 240_000).toISOString()
  finishSeed(services, job)
  return true
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

/** An order of the seeds that a previous start made (order ids are random: found by title). */
const seededOrder = (services: Services, o: Pick<NewPremiumOrder, 'userId' | 'title'>) =>
  Object.values(services.store.state.jobs).some(
    (job) => job.kind === PREMIUM_KIND && job.userId === o.userId && job.params.title === o.title,
  )

/**
 * The premium orders of the demo accounts: standing orders that always have open questions (see
 * seed-premium.ts) and a delivered one, which a previous start may have made already.
 */
export async function seedOrders(services: Services, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false
  keepDemoQuestions(services)
  if (seededOrder(services, DELIVERED)) return true
  if (signal.aborted) return false
  const createdAt = new Date(services.now().getTime() - 3 * 24 * 3_600_000)
  const delivered = createPremiumOrder(services, { ...DELIVERED, createdAt })
  storePendingSeed(services, delivered.job)
  await delivered.done
  if (delivered.job.status !== 'completed') {
    dropSeed(services, delivered.job, delivered.job.errorMessage ?? 'the order was not delivered')
    return false
  }
  delivered.job.completedAt = new Date(createdAt.getTime() + 6 * 3_600_000).toISOString()
  finishSeed(services, delivered.job)
  return true
}
