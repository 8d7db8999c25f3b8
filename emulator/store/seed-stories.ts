import type { StoryGenerateRequest } from '@/lib/api'
import { STORY_GENERATION_TYPE } from '@/lib/api'
import { newJob } from '../jobs/new-job'
import { createPremiumOrder, PREMIUM_KIND, type NewPremiumOrder } from '../jobs/premium/order'
import { newScene, type StoryJobParams } from '../jobs/story/params'
import { planStory } from '../routes/story/plan'
import type { Services } from '../services'
import { DEMO_USERS } from './seed-accounts'
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

const MOOD = ['Warm sunrise', 'Cool blue night', 'Bold studio colors']

/** Orders whose questions close at different times, and one already delivered. */
function orders(windowSeconds: number): NewPremiumOrder[] {
  const base = { durationSeconds: 8, productionSeconds: 600, credits: 1500 }
  return [
    {
      ...base,
      userId: DEMO_USERS.creator,
      title: 'Brand launch film',
      brief: 'A 30-second launch film for a new line of ceramic coffee cups',
      questions: [
        {
          question: 'Which mood should the opening shot have?',
          options: MOOD,
          windowSeconds: windowSeconds * 0.05,
        },
        {
          question: 'Should the logo appear at the start or the end?',
          options: ['Start', 'End', 'Both'],
          windowSeconds: windowSeconds * 0.5,
        },
      ],
    },
    {
      ...base,
      userId: DEMO_USERS.creator,
      title: 'Product teaser',
      brief: 'A short teaser for a smart desk lamp',
      questions: [
        {
          question: 'Which music style fits best?',
          options: ['Upbeat electronic', 'Soft piano', 'Cinematic'],
          windowSeconds,
          answer: 'Upbeat electronic',
        },
        {
          question: 'Which voice-over language?',
          options: ['English', 'Spanish', 'No voice-over'],
          windowSeconds,
        },
      ],
    },
    {
      ...base,
      userId: DEMO_USERS.team,
      title: 'Team recap video',
      brief: 'A recap of the team offsite in the mountains',
      questions: [
        {
          question: 'Which clips should lead the recap?',
          options: ['Offsite', 'Product demo', 'Customer stories'],
          windowSeconds: windowSeconds * 0.25,
        },
      ],
    },
  ]
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

/** The premium orders of the demo accounts; those a previous start made are kept. */
export async function seedOrders(services: Services, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return false
  for (const order of orders(services.config.premiumWindowSeconds))
    if (!seededOrder(services, order)) createPremiumOrder(services, order)
  if (seededOrder(services, DELIVERED)) return true
  if (signal.aborted) return false
  const createdAt = new Date(services.now().getTime() - 3 * 24 * 3_600_000)
  const delivered = createPremiumOrder(services, { ...DELIVERED, createdAt })
  delivered.job.seedPending = true
  await delivered.done
  if (delivered.job.status !== 'completed') {
    dropSeed(services, delivered.job, delivered.job.errorMessage ?? 'the order was not delivered')
    return false
  }
  delivered.job.completedAt = new Date(createdAt.getTime() + 6 * 3_600_000).toISOString()
  finishSeed(services, delivered.job)
  return true
}
