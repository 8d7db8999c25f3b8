import { logged } from '@/lib/server/route-log'
import { studioRoute } from '@/lib/server/workspace/route-kit'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { VoiceSamples } from '@/lib/studio-api/voice-samples'

export const dynamic = 'force-dynamic'

/** The voice samples the account paid for, made on any of its devices (docs/decisions.md §D28). */
export const GET = logged('/api/studio/voice-samples', (request: Request) => {
  return studioRoute(request, {}, async ({ store }) => ({
    samples: await store.readVoiceSamples(),
  }))
})

/** Adds samples (a new one of a kept voice replaces it); answers the whole set. */
export const PUT = logged('/api/studio/voice-samples', (request: Request) => {
  const body = { schema: VoiceSamples, limit: STUDIO_BODY_LIMITS.refs }
  return studioRoute(request, { body }, async ({ store, body: { samples } }) => ({
    samples: await store.addVoiceSamples(samples),
  }))
})
